import {
  REPORT_QUESTION_MAX,
  type ReportPanel,
  formatIstanbulDateTime,
  reportStateLabels,
} from '@meslektas/domain';
import { FileText } from 'lucide-react';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Form, FormSubmit, TextareaField } from '../../components/form/form.tsx';
import { ImageLinks } from '../../components/image-links/image-links.tsx';
import { cn } from '../../lib/cn.ts';
import { ReportDueBadge } from '../report-due-badge/report-due-badge.tsx';
import { TermList } from '../term-list/term-list.tsx';

export const reportViewLabels = {
  title: 'Görev Raporu',
  none: 'Henüz rapor yazılmadı.',
  noneOwner: 'Göreve atanan avukat, görevden sonra raporunu buraya yazacak.',
  write: 'Rapor yaz',
  outcomes: 'Sonuç',
  note: 'Açıklama',
  nextHearing: 'Sonraki duruşma',
  filedAt: 'Yazıldığı zaman',
  image: (n: number) => `Rapor fotoğrafı ${n}`,
  pdf: (n: number) => `Rapor belgesi ${n} (PDF)`,
  accept: 'Raporu Onayla',
  question: 'Sorunuz',
  questionHint: 'Rapor için yalnızca bir soru sorabilirsiniz.',
  ask: 'Soru Sor',
  answer: 'Cevabınız',
  sendAnswer: 'Cevapla',
  asked: 'Görev sahibinin sorusu',
  answered: 'Avukatın cevabı',
  waitingAnswer: 'Cevap bekleniyor.',
};

export type ReportViewStep = 'accept' | 'question' | 'answer';

export type ReportViewProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  panel: ReportPanel;
  now: Date;
  /** The assignee opens the report form ('Rapor yaz'). */
  onWrite?: () => void;
  onAccept: () => void;
  onAsk: (question: string) => void;
  onAnswer: (answer: string) => void;
  /** The step whose call runs. */
  busy?: ReportViewStep | null;
  errors?: Partial<Record<'question' | 'answer', string>>;
  labels?: Partial<typeof reportViewLabels>;
};

/** One line of text to send (the owner's question, the assignee's answer), cleared by the page's remount. */
function LineForm({
  label,
  hint,
  submit,
  name,
  error,
  busy,
  onSend,
}: {
  label: string;
  hint?: string;
  submit: string;
  name: string;
  error?: string;
  busy: boolean;
  onSend: (text: string) => void;
}) {
  const [text, setText] = React.useState('');
  return (
    <Form busy={busy} onSend={() => onSend(text.trim())} className="space-y-2">
      <TextareaField
        label={label}
        hint={hint}
        error={error}
        name={name}
        rows={3}
        required
        maxLength={REPORT_QUESTION_MAX}
        value={text}
        onValueChange={setText}
      />
      <FormSubmit variant="outline">{submit}</FormSubmit>
    </Form>
  );
}

/**
 * A task's report on its detail page: before one, when it is due and, for the assignee once the
 * planned time has come, 'Rapor yaz'; after, its outcomes, note, next hearing and photos, the
 * owner's single question and the assignee's answer, and each side's next move.
 */
export function ReportView({
  panel,
  now,
  onWrite,
  onAccept,
  onAsk,
  onAnswer,
  busy = null,
  errors,
  labels,
  className,
  ...props
}: ReportViewProps) {
  const l = { ...reportViewLabels, ...labels };
  const titleId = `${React.useId()}-title`;
  const { report, actions } = panel;
  // Photos show as thumbnails; a PDF is a named link that downloads it.
  const attachments = report?.images ?? [];
  const photos = attachments.filter((a) => a.kind === 'image').map((a) => a.url);
  const documents = attachments.filter((a) => a.kind === 'pdf').map((a) => a.url);
  return (
    <section
      aria-labelledby={titleId}
      data-slot="report-view"
      className={cn('space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="mr-auto text-xl font-semibold text-brand-700">
          {l.title}
        </h2>
        {report ? (
          <Badge tone={report.state === 'accepted' ? 'success' : 'info'}>
            {reportStateLabels[report.state]}
          </Badge>
        ) : null}
        <ReportDueBadge dueAt={panel.due_at} now={now} {...(report ? { filedLate: report.late } : {})} />
      </div>
      {report ? (
        <>
          <TermList
            className="grid-cols-1 sm:grid-cols-[auto_1fr]"
            rows={[
              [
                l.outcomes,
                <ul key="outcomes" className="flex flex-wrap gap-1">
                  {report.outcomes.map((o) => (
                    <li key={o.code}>
                      <Badge tone="secondary">{o.label}</Badge>
                    </li>
                  ))}
                </ul>,
              ],
              report.note
                ? [
                    l.note,
                    <p key="note" className="whitespace-pre-line">
                      {report.note}
                    </p>,
                  ]
                : null,
              report.next_hearing_at ? [l.nextHearing, formatIstanbulDateTime(report.next_hearing_at)] : null,
              [l.filedAt, formatIstanbulDateTime(report.filed_at)],
            ]}
          />
          {photos.length > 0 ? <ImageLinks images={photos} alt={l.image} /> : null}
          {documents.length > 0 ? (
            <ul data-slot="report-documents" className="space-y-1">
              {documents.map((url, i) => (
                <li key={url}>
                  <a
                    href={url}
                    download
                    className="inline-flex min-h-6 items-center gap-2 font-medium text-brand-700 underline"
                  >
                    <FileText aria-hidden className="size-4 shrink-0" />
                    {l.pdf(i + 1)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {report.question ? (
            <div className="space-y-2 border-t border-line pt-4" data-slot="report-thread">
              <p className="text-sm font-medium text-muted">{l.asked}</p>
              <p className="whitespace-pre-line">{report.question}</p>
              <p className="text-sm font-medium text-muted">{l.answered}</p>
              <p className="whitespace-pre-line">{report.answer ?? l.waitingAnswer}</p>
            </div>
          ) : null}
          {actions.answer ? (
            <LineForm
              label={l.answer}
              submit={l.sendAnswer}
              name="answer"
              error={errors?.answer}
              busy={busy === 'answer'}
              onSend={onAnswer}
            />
          ) : null}
          {actions.question ? (
            <LineForm
              label={l.question}
              hint={l.questionHint}
              submit={l.ask}
              name="question"
              error={errors?.question}
              busy={busy === 'question'}
              onSend={onAsk}
            />
          ) : null}
          {actions.accept ? (
            <Button
              variant="success"
              className="w-full sm:w-auto"
              busy={busy === 'accept'}
              onClick={onAccept}
            >
              {l.accept}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-muted">{panel.role === 'owner' ? l.noneOwner : l.none}</p>
          {panel.can_file && onWrite ? (
            <Button className="w-full sm:w-auto" onClick={onWrite}>
              {l.write}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
