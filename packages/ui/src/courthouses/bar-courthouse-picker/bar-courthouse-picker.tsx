import type { Bar, Courthouse } from '@meslektas/domain';
import * as React from 'react';
import { Field } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { CheckboxGrid, ChoiceForm, type ChoiceFormOptions } from '../choice-form/choice-form.tsx';

export const barCourthousePickerLabels = {
  title: 'Görev Adliyeleri',
  intro:
    'Görev almak istediğiniz adliyeleri işaretleyiniz. Başka bir baro seçtiğinizde adliyeleri yeniden seçmeniz gerekir.',
  bar: 'Baro',
  barPlaceholder: 'Baro Seçiniz',
  courthouses: 'Adliyeler',
  loading: 'Adliyeler yükleniyor…',
  empty: 'Bu baroya bağlı adliye bulunamadı.',
  barChangeHint: 'Baro değişikliği ücretlidir.',
  courthouseRequired: 'Adliye Seçimi Yapınız',
  barRequired: 'Lütfen baro seçiniz!',
  save: 'Kaydet',
};

export type BarCourthousePickerErrors = { baro_id?: string; adliye_id?: string };

export type BarCourthousePickerProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> &
  ChoiceFormOptions & {
    /** Every bar; undefined while they load. */
    bars?: readonly Bar[];
    /** The chosen bar, or null before one is chosen. */
    baroId: number | null;
    /** The chosen bar asks to change: the page decides (a warning, or the new bar with no ticks). */
    onBarChange: (baroId: number) => void;
    /** The chosen bar's courthouses; undefined while they load. */
    courthouses?: readonly Courthouse[];
    /** Ids of the ticked courthouses. */
    selected: readonly number[];
    onSelectedChange: (selected: number[]) => void;
    /** Called with the bar and the ticked courthouses once both are there. */
    onSave: (value: { baroId: number; adliyeIds: number[] }) => void;
    /** Shows the note that changing the bar is paid. */
    barChangePaid?: boolean;
    /** Field errors from the server. */
    errors?: BarCourthousePickerErrors;
    labels?: Partial<typeof barCourthousePickerLabels>;
  };

/** The lawyer's bar and the courthouses of it he takes tasks at: a bar select, then checkboxes. */
export function BarCourthousePicker({
  bars,
  baroId,
  onBarChange,
  courthouses,
  selected,
  onSelectedChange,
  onSave,
  busy = false,
  barChangePaid = false,
  errors,
  labels,
  ...props
}: BarCourthousePickerProps) {
  const l = { ...barCourthousePickerLabels, ...labels };
  const id = React.useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-courthouses-error`;
  const [local, setLocal] = React.useState<BarCourthousePickerErrors>({});
  const barError = local.baro_id ?? errors?.baro_id;
  const courthouseError = local.adliye_id ?? errors?.adliye_id;

  return (
    <ChoiceForm
      data-slot="bar-courthouse-picker"
      title={l.title}
      saveLabel={l.save}
      busy={busy}
      onSubmit={() => {
        if (baroId === null) {
          setLocal({ baro_id: l.barRequired });
          return;
        }
        if (selected.length === 0) {
          setLocal({ adliye_id: l.courthouseRequired });
          return;
        }
        setLocal({});
        onSave({ baroId, adliyeIds: [...selected] });
      }}
      {...props}
    >
      <p className="text-sm text-muted">{l.intro}</p>
      <Field label={l.bar} error={barError} hint={barChangePaid ? l.barChangeHint : undefined}>
        <Select
          name="baro_id"
          value={baroId ?? ''}
          placeholder={l.barPlaceholder}
          disabled={bars === undefined}
          aria-busy={bars === undefined || undefined}
          options={(bars ?? []).map((b) => ({ value: b.baro_id, label: b.name }))}
          onChange={(event) => {
            if (event.target.value === '') return;
            setLocal({});
            onBarChange(Number(event.target.value));
          }}
        />
      </Field>
      <fieldset
        data-slot="bar-courthouse-picker-courthouses"
        aria-labelledby={legendId}
        aria-describedby={courthouseError ? errorId : undefined}
        aria-busy={(baroId !== null && courthouses === undefined) || undefined}
        className="space-y-2"
      >
        <legend id={legendId} className="text-sm font-medium text-ink">
          {l.courthouses}
        </legend>
        {baroId === null ? null : courthouses === undefined ? (
          <SkeletonList rows={2} label={l.loading} />
        ) : courthouses.length === 0 ? (
          <p className="text-sm text-muted">{l.empty}</p>
        ) : (
          <CheckboxGrid
            items={courthouses.map((c) => ({ id: c.adliye_id, name: c.name }))}
            name="adliye_id"
            selected={selected}
            onSelectedChange={(next) => {
              setLocal((e) => ({ ...e, adliye_id: undefined }));
              onSelectedChange(next);
            }}
            invalid={Boolean(courthouseError)}
            itemSlot="bar-courthouse-picker-item"
          />
        )}
        {courthouseError ? (
          <p id={errorId} role="alert" data-slot="field-error" className="text-xs font-medium text-danger">
            {courthouseError}
          </p>
        ) : null}
      </fieldset>
    </ChoiceForm>
  );
}
