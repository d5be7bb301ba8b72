import { Alert } from '../../components/alert/alert.tsx';
import { type Dispute, formatDottedDate, isDisputeResolved } from '@meslektas/domain';
import { CircleCheck, Info } from 'lucide-react';
import * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { Badge, toneFromColorName } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

/** The desk's info opens only on a press: its dialog's code is fetched after the first paint. */
const InfoModal = lazyDialog(() =>
  import('../../components/info-modal/info-modal.tsx').then((m) => m.InfoModal),
);

export const disputeSummaryLabels = {
  title: 'Uyuşmazlık Özeti',
  info: 'Uyuşmazlık masası hakkında bilgi',
  infoTitle: 'Uyuşmazlık Masası',
  counterparty: 'Karşı Taraf',
  court: 'Adliye',
  category: 'Görev Kategorisi',
  date: 'Görev Tarihi',
  price: 'Görev Ücreti',
  status: 'Durum',
  result: 'Uyuşmazlık Sonucu',
  unknownParty: 'Silinmiş kullanıcı',
};

export type DisputeSummaryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  dispute: Dispute;
  /** The info modal's text (the constant `uyusmazlik_icerik`). */
  infoText?: string;
  labels?: Partial<typeof disputeSummaryLabels>;
};

/**
 * The head of a dispute's page: the counterparty, court, category, date, price and status, an
 * info button that opens the desk's explanation, and the result once the dispute is resolved.
 */
export function DisputeSummary({ dispute, infoText, labels, className, ...props }: DisputeSummaryProps) {
  const l = { ...disputeSummaryLabels, ...labels };
  const [infoOpen, setInfoOpen] = React.useState(false);
  const name = dispute.muhatap.name ?? l.unknownParty;
  const rows: [string, React.ReactNode][] = [
    [l.court, dispute.mission.adliyeName ?? '—'],
    [l.category, dispute.mission.categoryName],
    [l.date, formatDottedDate(dispute.mission.missionDate)],
    [l.price, <PriceTag key="price" amount={dispute.mission.missionPrice} />],
    [
      l.status,
      <Badge key="status" data-slot="dispute-summary-status" tone={toneFromColorName(dispute.status_color)}>
        {dispute.status_text}
      </Badge>,
    ],
  ];
  return (
    <section
      data-slot="dispute-summary"
      className={cn(
        'space-y-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-sm sm:p-6',
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{l.title}</h2>
        {infoText ? (
          <Button variant="ghost" size="sm" aria-label={l.info} onClick={() => setInfoOpen(true)}>
            <Info aria-hidden />
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-muted">{l.counterparty}</dt>
          <dd data-slot="dispute-summary-counterparty" className="mt-1 flex items-center gap-3 font-semibold">
            <Avatar
              name={name}
              src={dispute.muhatap.avatar}
              verificationImage={dispute.muhatap.verification_image}
              decorative
            />
            {name}
          </dd>
        </div>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {isDisputeResolved(dispute) && dispute.result_message ? (
        <Alert
          data-slot="dispute-summary-result"
          role="region"
          aria-label={l.result}
          tone="success"
          bordered
          ink
          icon={<CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />}
          className="gap-3 p-4 text-base"
        >
          <div className="space-y-1">
            <h3 className="font-semibold text-success">{l.result}</h3>
            <p className="whitespace-pre-line text-sm">{dispute.result_message}</p>
          </div>
        </Alert>
      ) : null}
      {infoText ? (
        <InfoModal open={infoOpen} onOpenChange={setInfoOpen} title={l.infoTitle} text={infoText} />
      ) : null}
    </section>
  );
}
