import type { ExcludableCategory } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Label } from '../../components/field/field.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

export const excludedCategoriesFormLabels = {
  title: 'Görev Almak İstemediğim Kategoriler',
  intro: 'İşaretlediğiniz kategorilerde açılan görevler size iletilmez ve bekleyen görevlerinizde görünmez.',
  loading: 'Kategoriler yükleniyor…',
  save: 'Kaydet',
};

export type ExcludedCategoriesFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Every category; undefined while they load. */
  categories?: readonly Pick<ExcludableCategory, 'category_id' | 'name'>[];
  /** Ids of the ticked (excluded) categories. */
  excluded: readonly number[];
  onExcludedChange: (excluded: number[]) => void;
  onSave: (excluded: number[]) => void;
  busy?: boolean;
  /** An error from the server. */
  error?: string;
  /** Leaves the heading out where the page already titles the form (it stays the form's name). */
  hideTitle?: boolean;
  labels?: Partial<typeof excludedCategoriesFormLabels>;
};

/** The task categories a lawyer does not want: ticked ones never reach him. */
export function ExcludedCategoriesForm({
  categories,
  excluded,
  onExcludedChange,
  onSave,
  busy = false,
  error,
  hideTitle = false,
  labels,
  className,
  ...props
}: ExcludedCategoriesFormProps) {
  const l = { ...excludedCategoriesFormLabels, ...labels };
  const id = React.useId();
  const ticked = new Set(excluded);
  return (
    <form
      data-slot="excluded-categories-form"
      {...(hideTitle ? { 'aria-label': l.title } : { 'aria-labelledby': `${id}-title` })}
      noValidate
      className={cn(
        'w-full max-w-2xl space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6',
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || categories === undefined) return;
        onSave([...excluded]);
      }}
      {...props}
    >
      {hideTitle ? null : (
        <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-700">
          {l.title}
        </h2>
      )}
      <p id={`${id}-intro`} className="text-sm text-muted">
        {l.intro}
      </p>
      <fieldset aria-label={l.title} aria-describedby={`${id}-intro`} className="space-y-2">
        {categories === undefined ? (
          <SkeletonList rows={4} label={l.loading} />
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {categories.map((c) => {
              const boxId = `${id}-category-${c.category_id}`;
              return (
                <li
                  key={c.category_id}
                  data-slot="excluded-categories-item"
                  className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] border border-line px-3 py-2"
                >
                  <Checkbox
                    id={boxId}
                    name="category_id"
                    value={c.category_id}
                    checked={ticked.has(c.category_id)}
                    onCheckedChange={(state) =>
                      onExcludedChange(
                        state === true
                          ? [...new Set([...excluded, c.category_id])]
                          : excluded.filter((x) => x !== c.category_id),
                      )
                    }
                  />
                  <Label htmlFor={boxId} className="font-normal break-words">
                    {c.name}
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {error ? (
        <p role="alert" data-slot="field-error" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" block busy={busy} disabled={categories === undefined}>
        {l.save}
      </Button>
    </form>
  );
}
