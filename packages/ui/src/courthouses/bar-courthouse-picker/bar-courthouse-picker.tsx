import type { Bar, Courthouse } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Field, Label } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

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

export type BarCourthousePickerProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
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
  busy?: boolean;
  /** Shows the note that changing the bar is paid. */
  barChangePaid?: boolean;
  /** Field errors from the server. */
  errors?: BarCourthousePickerErrors;
  /** Leaves the heading out where the page already titles the form (it stays the form's name). */
  hideTitle?: boolean;
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
  hideTitle = false,
  labels,
  className,
  ...props
}: BarCourthousePickerProps) {
  const l = { ...barCourthousePickerLabels, ...labels };
  const id = React.useId();
  const titleId = `${id}-title`;
  const legendId = `${id}-legend`;
  const errorId = `${id}-courthouses-error`;
  const [local, setLocal] = React.useState<BarCourthousePickerErrors>({});
  const barError = local.baro_id ?? errors?.baro_id;
  const courthouseError = local.adliye_id ?? errors?.adliye_id;
  const ticked = new Set(selected);

  function toggle(adliyeId: number, on: boolean) {
    setLocal((e) => ({ ...e, adliye_id: undefined }));
    const next = on ? [...selected, adliyeId] : selected.filter((s) => s !== adliyeId);
    onSelectedChange([...new Set(next)]);
  }

  return (
    <form
      data-slot="bar-courthouse-picker"
      {...(hideTitle ? { 'aria-label': l.title } : { 'aria-labelledby': titleId })}
      noValidate
      className={cn(
        'w-full max-w-2xl space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6',
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
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
      {hideTitle ? null : (
        <h2 id={titleId} className="text-xl font-semibold text-brand-700">
          {l.title}
        </h2>
      )}
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
          <ul className="grid gap-2 sm:grid-cols-2">
            {courthouses.map((c) => {
              const boxId = `${id}-adliye-${c.adliye_id}`;
              return (
                <li
                  key={c.adliye_id}
                  data-slot="bar-courthouse-picker-item"
                  className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] border border-line px-3 py-2"
                >
                  <Checkbox
                    id={boxId}
                    name="adliye_id"
                    value={c.adliye_id}
                    checked={ticked.has(c.adliye_id)}
                    aria-invalid={courthouseError ? true : undefined}
                    onCheckedChange={(state) => toggle(c.adliye_id, state === true)}
                  />
                  <Label htmlFor={boxId} className="font-normal break-words">
                    {c.name}
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
        {courthouseError ? (
          <p id={errorId} role="alert" data-slot="field-error" className="text-xs font-medium text-danger">
            {courthouseError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" block busy={busy}>
        {l.save}
      </Button>
    </form>
  );
}
