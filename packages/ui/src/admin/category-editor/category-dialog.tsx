import {
  type AdminCategory,
  type CategoryPayload,
  type CategoryPlace,
  CATEGORY_PRICES_MAX,
  categoryPayloadSchema,
  categoryPlaceLabels,
  toFieldErrors,
} from '@meslektas/domain';
import { Plus, X } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Field, Label } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DraftFields, EditForm } from '../admin-edit-section/admin-edit-section.tsx';

export const categoryDialogLabels = {
  createTitle: 'Yeni kategori',
  editTitle: 'Kategoriyi düzenle',
  name: 'Kategori adı',
  prices: 'Bütçeler (TL)',
  pricesHint: 'Küçükten büyüğe, her biri tam sayı. Görev formu bu tutarları bu sırayla sunar.',
  price: (n: number) => `${n}. bütçe`,
  addPrice: 'Bütçe ekle',
  removePrice: (n: number) => `${n}. bütçeyi kaldır`,
  place: 'Görevin yeri',
  timeRequired: 'Saat girilmesi zorunlu',
};

export type CategoryDraft = {
  name: string;
  prices: string[];
  place: CategoryPlace;
  timeRequired: boolean;
};

const inputOf = (d: CategoryDraft) => ({
  name: d.name,
  prices: d.prices.map((p) => p.trim()).filter((p) => p !== ''),
  out_adliye: d.place,
  time_required: d.timeRequired ? 1 : 0,
});

/** A category's edit form: its name, budget list, place and time rule, checked by the contract's schema. */
export function categoryForm(
  labels?: Partial<typeof categoryDialogLabels>,
): EditForm<AdminCategory, CategoryDraft, CategoryPayload> {
  const l = { ...categoryDialogLabels, ...labels };
  return {
    draftOf: (c) => ({
      name: c?.name ?? '',
      prices: c ? c.prices.map(String) : [''],
      place: c?.out_adliye ?? 'both',
      timeRequired: c?.time_required ?? false,
    }),
    check: (draft) => {
      const parsed = categoryPayloadSchema.safeParse(inputOf(draft));
      if (parsed.success) return {};
      const errors = toFieldErrors(parsed.error);
      const problems = {
        name: errors.name?.[0],
        prices: errors.prices?.[0],
        place: errors.out_adliye?.[0],
        timeRequired: errors.time_required?.[0],
      };
      return Object.fromEntries(Object.entries(problems).filter(([, v]) => v !== undefined));
    },
    valueOf: (draft) => categoryPayloadSchema.parse(inputOf(draft)),
    title: (c) => (c ? l.editTitle : l.createTitle),
    fields: (form) => <CategoryFields form={form} l={l} />,
  };
}

/** One box per budget, in order, with adding and removing. */
function CategoryFields({
  form: { draft, set, errorOf },
  l,
}: {
  form: DraftFields<CategoryDraft>;
  l: typeof categoryDialogLabels;
}) {
  const id = React.useId();
  const { prices } = draft;
  const pricesError = errorOf('prices');
  return (
    <>
      <Field label={l.name} error={errorOf('name')} required>
        <Input value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={150} required />
      </Field>
      <fieldset
        data-slot="budget-list"
        aria-describedby={`${id}-hint${pricesError ? ` ${id}-error` : ''}`}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1.5 text-sm font-medium text-ink">{l.prices}</legend>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {l.pricesHint}
        </p>
        <ol className="flex flex-wrap gap-2">
          {prices.map((value, index) => (
            <li key={index} className="flex items-center gap-1">
              <Input
                aria-label={l.price(index + 1)}
                inputMode="numeric"
                className="w-24"
                value={value}
                aria-invalid={pricesError ? true : undefined}
                onChange={(e) =>
                  set(
                    'prices',
                    prices.map((p, i) => (i === index ? e.target.value : p)),
                  )
                }
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={l.removePrice(index + 1)}
                disabled={prices.length === 1}
                onClick={() =>
                  set(
                    'prices',
                    prices.filter((_, i) => i !== index),
                  )
                }
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={prices.length >= CATEGORY_PRICES_MAX}
          onClick={() => set('prices', [...prices, ''])}
        >
          <Plus aria-hidden />
          {l.addPrice}
        </Button>
        {pricesError ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {pricesError}
          </p>
        ) : null}
      </fieldset>
      <Field label={l.place} required>
        <Select
          value={draft.place}
          onChange={(e) => set('place', e.target.value as CategoryPlace)}
          options={(Object.keys(categoryPlaceLabels) as CategoryPlace[]).map((value) => ({
            value,
            label: categoryPlaceLabels[value],
          }))}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-time`}
          checked={draft.timeRequired}
          onCheckedChange={(checked) => set('timeRequired', checked === true)}
        />
        <Label htmlFor={`${id}-time`}>{l.timeRequired}</Label>
      </div>
    </>
  );
}
