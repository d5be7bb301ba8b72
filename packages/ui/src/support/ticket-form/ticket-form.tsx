import { Alert } from '../../components/alert/alert.tsx';
import {
  TICKET_LOADER_MS,
  TICKET_LOADER_REPEATS,
  type TicketOption,
  type TicketRedirect,
} from '@meslektas/domain';
import * as React from 'react';
import { Form, FormSubmit, SelectField, TextareaField } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

const AnalysingDialog = lazyDialog(() => import('./analysing-dialog.tsx').then((m) => m.AnalysingDialog));

export const ticketFormLabels = {
  subject: 'Konu',
  subjectPlaceholder: 'Konu seçiniz',
  sub: 'Alt konu',
  subPlaceholder: 'Alt konu seçiniz',
  message: 'Sorunuz',
  submit: 'Gönder',
  analysingTitle: 'Akıllı Destek',
  /** One text per loader round. */
  analysing: ['Sorununuz inceleniyor...', 'Size uygun çözüm aranıyor...'],
};

export interface TicketFormValues {
  option: number;
  message: string;
}

export type TicketFormErrors = Partial<Record<'option' | 'message', string>>;

export type TicketFormProps = FormComponentProps<
  TicketFormValues,
  TicketFormErrors,
  typeof ticketFormLabels
> & {
  options: readonly TicketOption[];
  /** A subject that leads elsewhere was chosen: the FAQ, cancel requests or the bar-change modal. */
  onRedirect: (redirect: TicketRedirect, option: TicketOption) => void;
  /** The loader of an `animation_modal_text` subject has finished: the page shows its `info`. */
  onAnalysed: (option: TicketOption) => void;
  /** One loader round (the spec's about 3 seconds); stories shorten it. */
  loaderMs?: number;
};

const MESSAGE_MAX = 2000;

const byValue = (options: readonly TicketOption[] | undefined, value: string) =>
  options?.find((o) => String(o.value) === value);

/**
 * The smart support form: a subject, a sub-subject where it has them, then the question. Subjects
 * that lead elsewhere hand over to the page; an `infoText` subject shows its text under the select;
 * an `animation_modal_text` subject first shows a loader, twice, before the page shows its text.
 */
export function TicketForm({
  options,
  onSubmit,
  onRedirect,
  onAnalysed,
  busy = false,
  errors,
  loaderMs = TICKET_LOADER_MS,
  labels,
  ...props
}: TicketFormProps) {
  const l = { ...ticketFormLabels, ...labels };
  const [subject, setSubject] = React.useState('');
  const [sub, setSub] = React.useState('');
  const [message, setMessage] = React.useState('');
  const [round, setRound] = React.useState<number | null>(null);
  const [analysed, setAnalysed] = React.useState<TicketOption | null>(null);
  const parent = byValue(options, subject);
  const leaf = parent?.sub && parent.sub.length > 0 ? byValue(parent.sub, sub) : parent;
  const writable = !!leaf && leaf.redirect === null && !(leaf.sub && leaf.sub.length > 0);

  React.useEffect(() => {
    if (round === null || !analysed) return;
    const timer = setTimeout(() => {
      if (round + 1 < TICKET_LOADER_REPEATS) {
        setRound(round + 1);
        return;
      }
      setRound(null);
      onAnalysed(analysed);
    }, loaderMs);
    return () => clearTimeout(timer);
  }, [round, analysed, loaderMs, onAnalysed]);

  const choose = (option: TicketOption | undefined) => {
    if (!option) return false;
    if (option.redirect) {
      onRedirect(option.redirect, option);
      return true;
    }
    if (option.type === 'animation_modal_text') {
      setAnalysed(option);
      setRound(0);
    }
    return false;
  };

  return (
    <Form
      data-slot="ticket-form"
      card
      busy={busy}
      onSend={() => {
        if (leaf && writable) onSubmit({ option: leaf.value, message });
      }}
      {...props}
    >
      <SelectField
        label={l.subject}
        error={parent?.sub ? undefined : errors?.option}
        name="subject"
        required
        placeholder={l.subjectPlaceholder}
        value={subject}
        options={options.map((o) => ({ value: o.value, label: o.text }))}
        onValueChange={(value) => {
          setSub('');
          // A subject that leads elsewhere does not stay chosen: coming back starts afresh.
          setSubject(choose(byValue(options, value)) ? '' : value);
        }}
      />
      {parent?.sub && parent.sub.length > 0 ? (
        <SelectField
          label={l.sub}
          error={errors?.option}
          name="sub"
          required
          placeholder={l.subPlaceholder}
          value={sub}
          options={parent.sub.map((o) => ({ value: o.value, label: o.text }))}
          onValueChange={(value) => setSub(choose(byValue(parent.sub, value)) ? '' : value)}
        />
      ) : null}
      {leaf?.type === 'infoText' && leaf.info ? (
        <Alert data-slot="ticket-form-info" role="note" tone="info" ink>
          {leaf.info}
        </Alert>
      ) : null}
      {writable ? (
        <>
          <TextareaField
            label={l.message}
            error={errors?.message}
            name="message"
            required
            rows={5}
            maxLength={MESSAGE_MAX}
            value={message}
            onValueChange={setMessage}
          />
          <FormSubmit>{l.submit}</FormSubmit>
        </>
      ) : null}
      <AnalysingDialog
        open={round !== null}
        title={l.analysingTitle}
        text={l.analysing[round ?? 0] ?? l.analysing[0] ?? ''}
      />
    </Form>
  );
}
