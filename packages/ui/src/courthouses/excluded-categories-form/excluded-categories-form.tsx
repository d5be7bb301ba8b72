import type { ExcludableCategory } from '@meslektas/domain';
import * as React from 'react';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { CheckboxGrid, ChoiceForm, type ChoiceFormOptions } from '../choice-form/choice-form.tsx';

export const excludedCategoriesFormLabels = {
  title: 'Görev Almak İstemediğim Kategoriler',
  intro: 'İşaretlediğiniz kategorilerde açılan görevler size iletilmez ve bekleyen görevlerinizde görünmez.',
  loading: 'Kategoriler yükleniyor…',
  save: 'Kaydet',
};

export type ExcludedCategoriesFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> &
  ChoiceFormOptions & {
    /** Every category; undefined while they load. */
    categories?: readonly Pick<ExcludableCategory, 'category_id' | 'name'>[];
    /** Ids of the ticked (excluded) categories. */
    excluded: readonly number[];
    onExcludedChange: (excluded: number[]) => void;
    onSave: (excluded: number[]) => void;
    /** An error from the server. */
    error?: string;
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
  labels,
  ...props
}: ExcludedCategoriesFormProps) {
  const l = { ...excludedCategoriesFormLabels, ...labels };
  const id = React.useId();
  return (
    <ChoiceForm
      data-slot="excluded-categories-form"
      title={l.title}
      saveLabel={l.save}
      saveDisabled={categories === undefined}
      busy={busy}
      onSubmit={() => {
        if (categories !== undefined) onSave([...excluded]);
      }}
      {...props}
    >
      <p id={`${id}-intro`} className="text-sm text-muted">
        {l.intro}
      </p>
      <fieldset aria-label={l.title} aria-describedby={`${id}-intro`} className="space-y-2">
        {categories === undefined ? (
          <SkeletonList rows={4} label={l.loading} />
        ) : (
          <CheckboxGrid
            items={categories.map((c) => ({ id: c.category_id, name: c.name }))}
            name="category_id"
            selected={excluded}
            onSelectedChange={onExcludedChange}
            itemSlot="excluded-categories-item"
          />
        )}
      </fieldset>
      {error ? (
        <p role="alert" data-slot="field-error" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </ChoiceForm>
  );
}
