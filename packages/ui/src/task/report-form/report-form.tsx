import { type OutcomeChoice, REPORT_MAX_IMAGES, REPORT_NOTE_MAX, reportMessages } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Fieldset } from '../../components/field/field.tsx';
import { ImagesField } from '../../components/file-input/images-field.tsx';
import { Form, FormSubmit, InputField, TextareaField } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { CheckboxGrid } from '../../courthouses/choice-form/choice-form.tsx';
import { cn } from '../../lib/cn.ts';

export const reportFormLabels = {
  title: 'Görev Raporu',
  outcomes: 'Görevin sonucu',
  outcomesHint: 'Uyan her seçeneği işaretleyiniz.',
  note: 'Açıklama',
  noteHint: 'İsteğe bağlı: duruşmada ne oldu, neye dikkat edilmeli.',
  nextHearing: 'Sonraki duruşma tarihi ve saati',
  nextHearingHint: 'Varsa.',
  images: 'Fotoğraflar ve belgeler',
  imagesHint: `İsteğe bağlı, en fazla ${REPORT_MAX_IMAGES} dosya: PDF belge veya fotoğraf (tutanak, makbuz, alındı).`,
  submit: 'Raporu Gönder',
  cancel: 'Vazgeç',
};

export interface ReportFormValues {
  /** The chosen outcome codes, in the order of the choices. */
  outcomes: string[];
  note: string;
  /** `YYYY-MM-DDTHH:mm` as the date-time input gives it (Istanbul time), or ''. */
  nextHearingAt: string;
  images: File[];
}

export type ReportFormErrors = Partial<Record<'outcomes' | 'note' | 'next_hearing_at' | 'images', string>>;

export type ReportFormProps = FormComponentProps<
  ReportFormValues,
  ReportFormErrors,
  typeof reportFormLabels
> & {
  /** The outcomes of the task's category (rules/reports.ts outcomeChoicesFor). */
  choices: readonly OutcomeChoice[];
  /** Closes the form without sending; no button without it. */
  onCancel?: () => void;
};

/**
 * The assignee's report after the errand: at least one outcome of the task's category, a note, the
 * next hearing when there is one, and photos. The server checks everything again.
 */
export function ReportForm({
  choices,
  onSubmit,
  onCancel,
  busy = false,
  errors,
  labels,
  className,
  ...props
}: ReportFormProps) {
  const l = { ...reportFormLabels, ...labels };
  const titleId = `${React.useId()}-title`;
  const [picked, setPicked] = React.useState<number[]>([]);
  const [note, setNote] = React.useState('');
  const [nextHearingAt, setNextHearingAt] = React.useState('');
  const [images, setImages] = React.useState<File[]>([]);
  const [localError, setLocalError] = React.useState<string>();
  const outcomesError = localError ?? errors?.outcomes;
  const items = choices.map((choice, i) => ({ id: i + 1, name: choice.label }));

  return (
    <Form
      card
      busy={busy}
      aria-labelledby={titleId}
      data-slot="report-form"
      className={cn('space-y-4', className)}
      onSend={() => {
        if (picked.length === 0) {
          setLocalError(reportMessages.noOutcome);
          return;
        }
        setLocalError(undefined);
        const outcomes = choices.filter((_, i) => picked.includes(i + 1)).map((c) => c.code);
        onSubmit({ outcomes, note: note.trim(), nextHearingAt, images });
      }}
      {...props}
    >
      <h2 id={titleId} className="text-xl font-semibold text-brand-700">
        {l.title}
      </h2>
      <Fieldset legend={l.outcomes} hint={l.outcomesHint} error={outcomesError} required>
        <CheckboxGrid
          items={items}
          name="outcomes[]"
          selected={picked}
          invalid={outcomesError !== undefined}
          onSelectedChange={(next) => {
            setPicked(next);
            if (next.length > 0) setLocalError(undefined);
          }}
          itemSlot="report-outcome"
        />
      </Fieldset>
      <TextareaField
        label={l.note}
        hint={l.noteHint}
        error={errors?.note}
        name="note"
        rows={4}
        maxLength={REPORT_NOTE_MAX}
        value={note}
        onValueChange={setNote}
      />
      <InputField
        label={l.nextHearing}
        hint={l.nextHearingHint}
        error={errors?.next_hearing_at}
        name="next_hearing_at"
        type="datetime-local"
        value={nextHearingAt}
        onValueChange={setNextHearingAt}
      />
      <ImagesField
        label={l.images}
        hint={l.imagesHint}
        error={errors?.images}
        disabled={busy}
        documents
        onFilesChange={setImages}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="secondary" className="w-full sm:w-auto" onClick={onCancel}>
            {l.cancel}
          </Button>
        ) : null}
        <FormSubmit>{l.submit}</FormSubmit>
      </div>
    </Form>
  );
}
