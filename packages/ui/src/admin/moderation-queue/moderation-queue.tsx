import {
  type ModerationItem,
  type ModerationKind,
  moderationKindLabels,
  moderationKinds,
} from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { ImageLinks } from '../../components/image-links/image-links.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { AdminQueue, type QueuePageProps } from '../admin-queue/admin-queue.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { ReasonDialog } from '../reason-dialog/reason-dialog.tsx';
import { FormError } from '../../components/form/form.tsx';

export type ModerationDecision = 'approve' | 'reject';

export const moderationQueueLabels = {
  title: 'Moderasyon kuyruğu',
  tabs: 'Kuyruk',
  approve: 'Onayla',
  reject: 'Reddet',
  rejectTitle: 'Reddet',
  reasonLabel: 'Gerekçe',
  /** Only a blue tick's rejection reaches the lawyer; the other queues keep it for the audit log. */
  blueTickReasonNote: 'Gerekçe avukata gösterilir.',
  confirmReject: 'Reddet',
  empty: 'Bu kuyrukta bekleyen yok.',
  loading: 'Yükleniyor...',
  retry: 'Tekrar Dene',
  image: (name: string, n: number) => `${name}: resim ${n}`,
};

type Labels = typeof moderationQueueLabels;

export type ModerationQueueProps = QueuePageProps & {
  kind: ModerationKind;
  onKindChange: (kind: ModerationKind) => void;
  items: readonly ModerationItem[];
  /** Carries out a decision; resolves to the server's refusal, or null when it is done. */
  onDecide: (item: ModerationItem, decision: ModerationDecision, reason: string) => Promise<string | null>;
  kindLabels?: Record<ModerationKind, string>;
  labels?: Partial<Labels>;
};

const itemKey = (item: ModerationItem) => `${item.kind}-${item.id}`;

function ModerationCard({
  item,
  l,
  onApprove,
  onReject,
}: {
  item: ModerationItem;
  l: Labels;
  onApprove: () => Promise<string | null>;
  onReject: () => void;
}) {
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const avatar = item.kind === 'avatar';

  const approve = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      setRefusal(await onApprove());
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      data-slot="moderation-item"
      data-kind={item.kind}
      aria-label={item.user_name}
      className="flex h-full flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
    >
      <header className="flex flex-col gap-0.5">
        <h2 className="break-words text-base font-semibold">{item.user_name}</h2>
        {item.context ? <p className="text-sm text-muted">{item.context}</p> : null}
        <time dateTime={item.submitted_at} className="text-xs text-muted">
          {formatAdminTime(item.submitted_at)}
        </time>
      </header>
      {item.images.length > 0 ? (
        <ImageLinks
          data-slot="moderation-images"
          images={item.images}
          alt={(n) => l.image(item.user_name, n)}
          imageClassName={cn('bg-canvas', avatar ? 'size-40 object-cover' : 'h-40 max-w-full object-contain')}
        />
      ) : null}
      {item.text ? <p className="whitespace-pre-line break-words text-sm">{item.text}</p> : null}
      <FormError>{refusal}</FormError>
      <div className="mt-auto flex flex-col gap-2 sm:flex-row">
        <Button
          variant="success"
          size="sm"
          className="w-full sm:w-auto"
          busy={busy}
          aria-label={`${l.approve}: ${item.user_name}`}
          onClick={() => void approve()}
        >
          {l.approve}
        </Button>
        <Button
          variant="danger"
          size="sm"
          className="w-full sm:w-auto"
          disabled={busy}
          aria-label={`${l.reject}: ${item.user_name}`}
          onClick={() => {
            setRefusal(null);
            onReject();
          }}
        >
          {l.reject}
        </Button>
      </div>
    </article>
  );
}

/**
 * What lawyers sent that waits for an operator, one tab per queue: profile photos, about texts,
 * blue-tick images and dispute messages. Approving acts at once; rejecting asks for a reason.
 */
export function ModerationQueue({
  kind,
  onKindChange,
  items,
  onDecide,
  error,
  kindLabels = moderationKindLabels,
  labels,
  ...page
}: ModerationQueueProps) {
  const l = { ...moderationQueueLabels, ...labels };
  const [rejecting, setRejecting] = React.useState<ModerationItem | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);

  const reject = async (reason: string) => {
    if (!rejecting) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await onDecide(rejecting, 'reject', reason);
      if (answer) setRefusal(answer);
      else setRejecting(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminQueue
      slot="moderation-queue"
      caption={l.title}
      columns={[]}
      rows={items}
      rowKey={itemKey}
      error={error}
      emptyText={l.empty}
      loadingLabel={l.loading}
      retryLabel={l.retry}
      {...page}
      list={(rows) => (
        <ul className="grid gap-4 lg:grid-cols-2">
          {rows.map((item) => (
            <li key={itemKey(item)}>
              <ModerationCard
                item={item}
                l={l}
                onApprove={() => onDecide(item, 'approve', '')}
                onReject={() => {
                  setRefusal(null);
                  setRejecting(item);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      frame={(list) => (
        <Tabs value={kind} onValueChange={(value) => onKindChange(value as ModerationKind)}>
          <TabsList aria-label={l.tabs}>
            {moderationKinds.map((k) => (
              <TabsTrigger key={k} value={k}>
                {kindLabels[k]}
              </TabsTrigger>
            ))}
          </TabsList>
          {moderationKinds.map((k) => (
            <TabsContent key={k} value={k} className="flex flex-col gap-4">
              {k === kind ? list : null}
            </TabsContent>
          ))}
        </Tabs>
      )}
    >
      {rejecting ? (
        <ReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setRejecting(null);
          }}
          title={l.rejectTitle}
          description={rejecting.kind === 'blue_tick' ? l.blueTickReasonNote : undefined}
          reasonLabel={l.reasonLabel}
          confirmLabel={l.confirmReject}
          confirmVariant="danger"
          busy={busy}
          error={refusal}
          onConfirm={({ reason }) => void reject(reason)}
        />
      ) : null}
    </AdminQueue>
  );
}
