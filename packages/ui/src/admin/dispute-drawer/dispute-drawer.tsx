import {
  type AdminDispute,
  type AdminDisputeMessage,
  DISPUTE_DESK_SENDER,
  type Dispute,
  type DisputeVerdict,
  formatDottedDate,
  formatPrice,
} from '@meslektas/domain';
import * as React from 'react';
import { Badge, type BadgeTone } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Fieldset } from '../../components/field/field.tsx';
import { ImageLinks } from '../../components/image-links/image-links.tsx';
import { RadioGroup, RadioOption } from '../../components/radio-group/radio-group.tsx';
import { cn } from '../../lib/cn.ts';
import { AdminDisputeStatusBadge, disputeQueueLabels } from '../dispute-queue/dispute-queue.tsx';
import { DetailDrawer, DetailList, DetailRow, DetailSection } from '../detail-drawer/detail-drawer.tsx';
import type { RecordDrawerProps } from '../detail-drawer/detail-drawer.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { AdminTextForm } from '../admin-text-form.tsx';
import { ReasonDialog } from '../reason-dialog/reason-dialog.tsx';

export type DisputeDetail = {
  dispute: AdminDispute;
  conflict: Dispute;
  messages: readonly AdminDisputeMessage[];
};

export const disputeDrawerLabels = {
  title: (id: number) => `Uyuşmazlık #${id}`,
  /** The drawer's title while the dispute loads. */
  loadingTitle: 'Uyuşmazlık',
  task: (id: number) => `Görev #${id}`,
  status: 'Durum',
  open: disputeQueueLabels.open,
  resolved: disputeQueueLabels.resolved,
  owner: 'Görev sahibi',
  assignee: 'Görevi alan',
  opener: 'Açan',
  opened: 'Açılış',
  category: 'Görev kategorisi',
  court: 'Adliye',
  date: 'Görev tarihi',
  price: 'Görev ücreti',
  resolvedAt: 'Sonuçlanma',
  result: 'Sonuç',
  messages: 'Mesajlar',
  noMessages: 'Bu uyuşmazlıkta henüz mesaj yok.',
  /** Who a nameless sender (an operator writing for the desk) is shown as. */
  deskSender: DISPUTE_DESK_SENDER,
  moderation: {
    pending: 'Onay bekliyor',
    approved: 'Onaylandı',
    rejected: 'Reddedildi',
  } satisfies Record<AdminDisputeMessage['moderation'], string>,
  image: (sender: string, n: number) => `${sender}: ek ${n}`,
  message: 'Taraflara mesaj',
  messageRequired: 'Lütfen mesajınızı giriniz.',
  send: 'Gönder',
  resolve: 'Sonuçlandır',
  resolveTitle: 'Uyuşmazlığı sonuçlandır',
  resolveDescription: 'Sonuç metni iki tarafa bildirilir ve uyuşmazlık kapanır.',
  resolveReason: 'Sonuç metni',
  resolveRequired: 'Lütfen sonuç metnini giriniz.',
  against: 'Karar kimin aleyhine?',
  againstHint: 'Aleyhine karar verilen avukatın güvenilirlik kaydına işlenir.',
  againstRequired: 'Lütfen kararın kimin aleyhine olduğunu seçiniz.',
  /** The choices, with the two lawyers' names where the dispute has them. */
  verdicts: {
    owner: (name: string) => `Görev sahibi: ${name}`,
    assignee: (name: string) => `Görevi alan: ${name}`,
    none: () => 'Hiçbiri (kayda işlenmez)',
  } satisfies Record<DisputeVerdict, (name: string) => string>,
  decidedAgainst: 'Aleyhine karar',
  loading: 'Yükleniyor...',
};

type Labels = typeof disputeDrawerLabels;

const moderationTones: Record<AdminDisputeMessage['moderation'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export type DisputeDrawerProps = RecordDrawerProps<Labels> & {
  detail: DisputeDetail | null;
  /** Writes to both parties for the desk; resolves to the server's refusal, or null when sent. */
  onSend: (message: string) => Promise<string | null>;
  /**
   * Closes the dispute with the result text and against whom it was decided; resolves to the
   * server's refusal, or null when done.
   */
  onResolve: (result: string, against: DisputeVerdict) => Promise<string | null>;
};

const verdictText = (dispute: AdminDispute, verdict: DisputeVerdict, l: Labels) =>
  l.verdicts[verdict](
    verdict === 'owner' ? dispute.owner_name : verdict === 'assignee' ? dispute.assignee_name : '',
  );

/** The verdict's choices, none chosen at first: the desk decides it on purpose every time. */
function VerdictChoice({
  dispute,
  value,
  onChange,
  error,
  l,
}: {
  dispute: AdminDispute;
  value: DisputeVerdict | null;
  onChange: (next: DisputeVerdict) => void;
  error: string | null;
  l: Labels;
}) {
  return (
    <Fieldset data-slot="dispute-verdict" legend={l.against} hint={l.againstHint} error={error} required>
      <RadioGroup
        value={value ?? ''}
        onValueChange={(next) => onChange(next as DisputeVerdict)}
        aria-invalid={error ? true : undefined}
        required
      >
        {(['assignee', 'owner', 'none'] as const).map((verdict) => (
          <RadioOption key={verdict} value={verdict} label={verdictText(dispute, verdict, l)} />
        ))}
      </RadioGroup>
    </Fieldset>
  );
}

function Details({ detail, l }: { detail: DisputeDetail; l: Labels }) {
  const { dispute, conflict } = detail;
  const mission = conflict.mission;
  return (
    <DetailList data-slot="dispute-details">
      <DetailRow label={l.status}>
        <AdminDisputeStatusBadge dispute={dispute} labels={l} />
      </DetailRow>
      <DetailRow label={l.owner}>{dispute.owner_name}</DetailRow>
      <DetailRow label={l.assignee}>{dispute.assignee_name}</DetailRow>
      <DetailRow label={l.opener}>{dispute.opener_name}</DetailRow>
      <DetailRow label={l.opened}>{formatAdminTime(dispute.created_at)}</DetailRow>
      <DetailRow label={l.category}>{mission.categoryName}</DetailRow>
      {mission.adliyeName ? <DetailRow label={l.court}>{mission.adliyeName}</DetailRow> : null}
      <DetailRow label={l.date}>{formatDottedDate(mission.missionDate)}</DetailRow>
      <DetailRow label={l.price}>{formatPrice(mission.missionPrice)}</DetailRow>
      {dispute.resolved_at ? (
        <DetailRow label={l.resolvedAt}>{formatAdminTime(dispute.resolved_at)}</DetailRow>
      ) : null}
      {dispute.decided_against ? (
        <DetailRow label={l.decidedAgainst}>{verdictText(dispute, dispute.decided_against, l)}</DetailRow>
      ) : null}
      {dispute.result_message ? (
        <DetailRow label={l.result}>
          <span data-slot="dispute-result" className="whitespace-pre-line">
            {dispute.result_message}
          </span>
        </DetailRow>
      ) : null}
    </DetailList>
  );
}

function Messages({ messages, l }: { messages: readonly AdminDisputeMessage[]; l: Labels }) {
  return (
    <DetailSection title={l.messages} className="gap-3">
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{l.noMessages}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((m) => {
            const fromDesk = m.sender.name === null;
            const sender = m.sender.name ?? l.deskSender;
            return (
              <li
                key={m.id}
                data-slot="dispute-message"
                data-moderation={m.moderation}
                className={cn(
                  'flex flex-col gap-1 rounded-[var(--radius-card)] border p-3',
                  fromDesk ? 'border-amber-200 bg-warning-50' : 'border-line bg-surface',
                )}
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold">{sender}</span>
                  <span className="text-xs text-muted">{m.fromnow}</span>
                  <Badge tone={moderationTones[m.moderation]}>{l.moderation[m.moderation]}</Badge>
                </div>
                <p className="whitespace-pre-line break-words text-sm">{m.message}</p>
                {m.images && m.images.length > 0 ? (
                  <ImageLinks className="pt-1" images={m.images} alt={(n) => l.image(sender, n)} />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}

/**
 * One dispute for the desk: the task and its parties, every message with its moderation state
 * (pending and rejected ones too), and, while it is open, a message to both parties and the
 * button that closes it with a result text.
 */
export function DisputeDrawer({ detail, onSend, onResolve, labels, ...drawer }: DisputeDrawerProps) {
  const l = { ...disputeDrawerLabels, ...labels };
  const [resolving, setResolving] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [verdict, setVerdict] = React.useState<DisputeVerdict | null>(null);
  const [verdictError, setVerdictError] = React.useState<string | null>(null);
  const dispute = detail?.dispute ?? null;
  const isOpen = dispute?.status === 'open';

  const resolve = async (result: string) => {
    if (!verdict) {
      setVerdictError(l.againstRequired);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await onResolve(result, verdict);
      if (answer) setRefusal(answer);
      else setResolving(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DetailDrawer
        {...drawer}
        title={dispute ? l.title(dispute.id) : l.loadingTitle}
        description={dispute ? l.task(dispute.mission_id) : undefined}
        record={detail}
        loadingLabel={l.loading}
        footer={
          isOpen && !drawer.error ? (
            <Button
              variant="success"
              onClick={() => {
                setRefusal(null);
                setVerdict(null);
                setVerdictError(null);
                setResolving(true);
              }}
            >
              {l.resolve}
            </Button>
          ) : null
        }
      >
        {(d: DisputeDetail) => (
          <div className="flex flex-col gap-6">
            <Details detail={d} l={l} />
            <Messages messages={d.messages} l={l} />
            {/* A new dispute starts with an empty form. */}
            {isOpen ? (
              <AdminTextForm
                key={d.dispute.id}
                slot="dispute-desk-form"
                label={l.message}
                rows={3}
                requiredMessage={l.messageRequired}
                sendLabel={l.send}
                onSend={onSend}
                clearWhenSent
              />
            ) : null}
          </div>
        )}
      </DetailDrawer>
      {resolving && isOpen ? (
        <ReasonDialog
          open
          onOpenChange={(next) => {
            if (!next) setResolving(false);
          }}
          title={l.resolveTitle}
          description={l.resolveDescription}
          reasonLabel={l.resolveReason}
          reasonRequiredMessage={l.resolveRequired}
          confirmLabel={l.resolve}
          confirmVariant="success"
          busy={busy}
          error={refusal}
          onConfirm={({ reason }) => void resolve(reason)}
        >
          {dispute ? (
            <VerdictChoice
              dispute={dispute}
              value={verdict}
              onChange={(next) => {
                setVerdict(next);
                setVerdictError(null);
              }}
              error={verdictError}
              l={l}
            />
          ) : null}
        </ReasonDialog>
      ) : null}
    </>
  );
}
