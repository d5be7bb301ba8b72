import {
  type AdminComplaint,
  COMPLAINT_NOTE_MAX,
  canActOnComplaint,
  complaintCategoryLabels,
  complaintStatusLabels,
} from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { ImageLinks } from '../../components/image-links/image-links.tsx';
import { Field } from '../../components/field/field.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { ComplaintStatusBadge } from '../complaint-queue/complaint-queue.tsx';
import { DetailDrawer, DetailList, DetailRow, DetailSection } from '../detail-drawer/detail-drawer.tsx';
import type { RecordDrawerProps } from '../detail-drawer/detail-drawer.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { FormError } from '../../components/form/form.tsx';

export type ComplaintDetail = { complaint: AdminComplaint; images: readonly string[] };

export const complaintDrawerLabels = {
  title: (id: number) => `Kayıt #${id}`,
  /** The drawer's title while the record loads. */
  loadingTitle: 'Şikayet / öneri',
  status: 'Durum',
  statuses: complaintStatusLabels,
  category: 'Konu',
  categories: complaintCategoryLabels,
  lawyer: 'Avukat',
  source: 'Gönderildiği yer',
  web: 'Web sitesi',
  app: 'Mobil uygulama',
  sent: 'Gönderim',
  readAt: 'Okunma',
  closedAt: 'Kapanış',
  body: 'Açıklama',
  images: 'Ekler',
  image: (n: number) => `Ek ${n}`,
  note: 'Kapanış notu',
  noteField: 'Kapanış notu (isteğe bağlı)',
  noteHint: 'Avukata uygulamada gösterilmez; denetim kaydına da yazılır.',
  noteTooLong: `En fazla ${COMPLAINT_NOTE_MAX} karakter girebilirsiniz.`,
  markRead: 'Okundu olarak işaretle',
  close: 'Kaydı kapat',
  loading: 'Yükleniyor...',
};

type Labels = typeof complaintDrawerLabels;

export type ComplaintDrawerProps = RecordDrawerProps<Labels> & {
  detail: ComplaintDetail | null;
  /** Marks a new record read; resolves to the server's refusal, or null when done. */
  onMarkRead: () => Promise<string | null>;
  /** Closes the record with the optional note; resolves to the server's refusal, or null when done. */
  onCloseComplaint: (note: string) => Promise<string | null>;
};

function Details({ complaint: c, l }: { complaint: AdminComplaint; l: Labels }) {
  return (
    <DetailList data-slot="complaint-details">
      <DetailRow label={l.status}>
        <ComplaintStatusBadge complaint={c} labels={l.statuses} />
      </DetailRow>
      <DetailRow label={l.category}>{l.categories[c.category]}</DetailRow>
      <DetailRow label={l.lawyer}>{c.user_name}</DetailRow>
      <DetailRow label={l.source}>{c.is_web ? l.web : l.app}</DetailRow>
      <DetailRow label={l.sent}>{formatAdminTime(c.created_at)}</DetailRow>
      {c.read_at ? <DetailRow label={l.readAt}>{formatAdminTime(c.read_at)}</DetailRow> : null}
      {c.closed_at ? <DetailRow label={l.closedAt}>{formatAdminTime(c.closed_at)}</DetailRow> : null}
      {c.note ? (
        <DetailRow label={l.note}>
          <span data-slot="complaint-note" className="whitespace-pre-line">
            {c.note}
          </span>
        </DetailRow>
      ) : null}
    </DetailList>
  );
}

/**
 * One suggestion, bug report or complaint: what the lawyer wrote with his screenshots, and the
 * operator's two steps, marking it read and closing it with an optional note. A step the record's
 * status does not allow is not offered.
 */
export function ComplaintDrawer({
  detail,
  onMarkRead,
  onCloseComplaint,
  labels,
  ...drawer
}: ComplaintDrawerProps) {
  const l = { ...complaintDrawerLabels, ...labels };
  const complaint = detail?.complaint ?? null;
  const [note, setNote] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState<'read' | 'close' | null>(null);
  const [shownId, setShownId] = React.useState(complaint?.id);
  if (complaint?.id !== shownId) {
    // Another record: its own empty note and no earlier refusal.
    setShownId(complaint?.id);
    setNote('');
    setProblem(null);
    setRefusal(null);
  }

  const run = async (step: 'read' | 'close', action: () => Promise<string | null>) => {
    setRefusal(null);
    setBusy(step);
    try {
      setRefusal(await action());
    } finally {
      setBusy(null);
    }
  };
  const close = () => {
    const text = note.trim();
    if (text.length > COMPLAINT_NOTE_MAX) {
      setProblem(l.noteTooLong);
      return;
    }
    setProblem(null);
    void run('close', () => onCloseComplaint(text));
  };

  const canRead = complaint ? canActOnComplaint('read', complaint.status) : false;
  const canClose = complaint ? canActOnComplaint('close', complaint.status) : false;

  return (
    <DetailDrawer
      {...drawer}
      title={complaint ? l.title(complaint.id) : l.loadingTitle}
      description={complaint ? complaint.title : undefined}
      record={detail}
      loadingLabel={l.loading}
      footer={
        !drawer.error && (canRead || canClose) ? (
          <>
            {canRead ? (
              <Button
                variant="outline"
                busy={busy === 'read'}
                disabled={busy !== null}
                onClick={() => void run('read', onMarkRead)}
              >
                {l.markRead}
              </Button>
            ) : null}
            {canClose ? (
              <Button variant="success" busy={busy === 'close'} disabled={busy !== null} onClick={close}>
                {l.close}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {(d: ComplaintDetail) => (
        <div className="flex flex-col gap-6">
          <Details complaint={d.complaint} l={l} />
          <DetailSection title={l.body}>
            <p data-slot="complaint-body" className="whitespace-pre-line break-words text-sm">
              {d.complaint.body}
            </p>
          </DetailSection>
          {d.images.length > 0 ? (
            <DetailSection title={l.images}>
              <ImageLinks images={d.images} alt={l.image} imageClassName="size-24 object-cover" />
            </DetailSection>
          ) : null}
          {canClose ? (
            <Field label={l.noteField} hint={l.noteHint} error={problem}>
              <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
            </Field>
          ) : null}
          <FormError>{refusal}</FormError>
        </div>
      )}
    </DetailDrawer>
  );
}
