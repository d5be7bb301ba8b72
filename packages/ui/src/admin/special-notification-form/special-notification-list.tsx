import { type AdminSpecialNotification, specialAudienceLabels } from '@meslektas/domain';
import * as React from 'react';
import { Badge, type BadgeTone } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { HtmlContent } from '../../content/html-content/html-content.tsx';
import { AdminQueue, type QueuePageProps } from '../admin-queue/admin-queue.tsx';
import { DetailDrawer } from '../detail-drawer/detail-drawer.tsx';
import { formatAdminTime } from '../admin-format.ts';

export const specialNotificationListLabels = {
  caption: 'Gönderilen özel bildirimler',
  title: 'Başlık',
  audience: 'Alıcılar',
  sent: 'Gönderildi',
  read: 'Oku',
  empty: 'Henüz özel bildirim gönderilmedi.',
};

const audienceTones: Record<AdminSpecialNotification['audience'], BadgeTone> = {
  everyone: 'primary',
  bar: 'info',
  lawyer: 'secondary',
};

/** Who it went to: 'Herkes', the bar's name or the lawyer's name. */
const audienceOf = (n: AdminSpecialNotification) =>
  n.audience === 'bar' ? (n.bar_name ?? '') : n.audience === 'lawyer' ? (n.user_name ?? '') : '';

export type SpecialNotificationListProps = QueuePageProps & {
  notifications: readonly AdminSpecialNotification[];
  labels?: Partial<typeof specialNotificationListLabels>;
};

/** The special notifications sent, newest first; each opens with its body as the lawyers read it. */
export function SpecialNotificationList({ notifications, labels, ...list }: SpecialNotificationListProps) {
  const l = { ...specialNotificationListLabels, ...labels };
  const [reading, setReading] = React.useState<AdminSpecialNotification | null>(null);

  const columns: DataTableColumn<AdminSpecialNotification>[] = [
    { id: 'title', header: l.title, cell: (n) => <span className="font-medium">{n.title}</span> },
    {
      id: 'audience',
      header: l.audience,
      cell: (n) => (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={audienceTones[n.audience]}>{specialAudienceLabels[n.audience]}</Badge>
          {audienceOf(n)}
        </span>
      ),
    },
    { id: 'sent', header: l.sent, cell: (n) => formatAdminTime(n.created_at) },
  ];

  return (
    <AdminQueue
      {...list}
      slot="special-notification-list"
      caption={l.caption}
      columns={columns}
      rows={notifications}
      rowKey={(n) => n.id}
      rowProps={(n) => ({ 'data-notification-id': n.id })}
      actions={(n) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${l.read}: ${n.title}`}
          onClick={() => setReading(n)}
        >
          {l.read}
        </Button>
      )}
      emptyText={l.empty}
    >
      <DetailDrawer
        open={reading !== null}
        onOpenChange={(open) => {
          if (!open) setReading(null);
        }}
        title={reading?.title ?? ''}
        description={
          reading
            ? [
                specialAudienceLabels[reading.audience],
                audienceOf(reading),
                formatAdminTime(reading.created_at),
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
      >
        {reading ? <HtmlContent html={reading.body} /> : null}
      </DetailDrawer>
    </AdminQueue>
  );
}
