import type { Performance } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { FormError, type SaveFormProps } from '../../components/form/form.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useSyncedState } from '../../lib/use-synced-state.ts';

export const specialitiesFormLabels = {
  title: 'Uzmanlık Alanlarım',
  description: 'Uzman olduğunuz alanları seçiniz. Seçtikleriniz profilinizde görünür.',
  save: 'Kaydet',
  busy: 'Kaydediliyor...',
  empty: 'Seçilebilecek uzmanlık alanı bulunamadı.',
  loading: 'Uzmanlık alanları yükleniyor...',
};

export type SpecialitiesFormProps = SaveFormProps<number[], typeof specialitiesFormLabels> & {
  /** Every speciality that may be chosen; undefined while loading. */
  options: readonly Performance[] | undefined;
  /** The lawyer's current ones. */
  selected: readonly number[];
  /** Hides the heading when a modal already titles the form. */
  hideTitle?: boolean;
};

/** Checkboxes of the specialities; saving sends the whole chosen list. */
export function SpecialitiesForm({
  options,
  selected,
  onSave,
  busy = false,
  error,
  hideTitle = false,
  labels,
  className,
  ...props
}: SpecialitiesFormProps) {
  const l = { ...specialitiesFormLabels, ...labels };
  const titleId = `${React.useId()}-title`;
  const errorId = `${titleId}-error`;
  const [chosen, setChosen] = useSyncedState<number[]>([...selected], selected.join(','));
  const toggle = (id: number, on: boolean) =>
    setChosen((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));

  return (
    <form
      data-slot="specialities-form"
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? l.title : undefined}
      className={cn('space-y-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSave(options ? options.filter((o) => chosen.includes(o.id)).map((o) => o.id) : chosen);
      }}
      {...props}
    >
      {hideTitle ? null : (
        <h2 id={titleId} className="text-lg font-semibold text-brand-700">
          {l.title}
        </h2>
      )}
      <p className="text-sm text-muted">{l.description}</p>
      {options === undefined ? (
        <SkeletonList rows={4} label={l.loading} />
      ) : options.length === 0 ? (
        <p className="text-sm text-muted">{l.empty}</p>
      ) : (
        <fieldset
          data-slot="specialities-form-options"
          aria-describedby={error ? errorId : undefined}
          className="grid gap-2 sm:grid-cols-2"
        >
          <legend className="sr-only">{l.title}</legend>
          {options.map((option) => {
            const id = `${titleId}-${option.id}`;
            return (
              <label
                key={option.id}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-2 rounded-[var(--radius-card)] border border-line p-2 text-sm hover:bg-brand-50"
              >
                <Checkbox
                  id={id}
                  checked={chosen.includes(option.id)}
                  disabled={busy}
                  onCheckedChange={(value) => toggle(option.id, value === true)}
                />
                {option.name}
              </label>
            );
          })}
        </fieldset>
      )}
      <FormError id={errorId}>{error}</FormError>
      <div className="flex justify-end">
        <Button type="submit" busy={busy} busyLabel={l.busy} disabled={options === undefined}>
          {l.save}
        </Button>
      </div>
    </form>
  );
}
