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
import { CatalogDialog, type CatalogRefusal } from './catalog-dialog.tsx';

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

export type CategoryDialogProps = {
  /** The category edited, or null for a new one. */
  category: AdminCategory | null;
  onClose: () => void;
  onSave: (category: AdminCategory | null, payload: CategoryPayload) => Promise<CatalogRefusal | null>;
  labels?: Partial<typeof categoryDialogLabels>;
};

/** A category's name, budget list (one box per budget), place and time rule, checked before saving. */
export function CategoryDialog({ category, onClose, onSave, labels }: CategoryDialogProps) {
  const l = { ...categoryDialogLabels, ...labels };
  const [name, setName] = React.useState(category?.name ?? '');
  const [prices, setPrices] = React.useState<string[]>(category ? category.prices.map(String) : ['']);
  const [place, setPlace] = React.useState<CategoryPlace>(category?.out_adliye ?? 'both');
  const [timeRequired, setTimeRequired] = React.useState(category?.time_required ?? false);
  const [fields, setFields] = React.useState<Partial<Record<string, string>>>({});
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const id = React.useId();

  const submit = async () => {
    const parsed = categoryPayloadSchema.safeParse({
      name,
      prices: prices.map((p) => p.trim()).filter((p) => p !== ''),
      out_adliye: place,
      time_required: timeRequired ? 1 : 0,
    });
    setRefusal(null);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error);
      setFields({ name: errors.name?.[0], prices: errors.prices?.[0] });
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const answer = await onSave(category, parsed.data);
      if (answer) {
        setFields(answer.fields ?? {});
        if (!answer.fields?.name && !answer.fields?.prices) setRefusal(answer.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <CatalogDialog
      title={category ? l.editTitle : l.createTitle}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      error={refusal}
    >
      <Field label={l.name} error={fields.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={150} required />
      </Field>
      <fieldset
        data-slot="budget-list"
        aria-describedby={`${id}-hint${fields.prices ? ` ${id}-error` : ''}`}
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
                aria-invalid={fields.prices ? true : undefined}
                onChange={(e) => setPrices((list) => list.map((p, i) => (i === index ? e.target.value : p)))}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={l.removePrice(index + 1)}
                disabled={prices.length === 1}
                onClick={() => setPrices((list) => list.filter((_, i) => i !== index))}
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
          onClick={() => setPrices((list) => [...list, ''])}
        >
          <Plus aria-hidden />
          {l.addPrice}
        </Button>
        {fields.prices ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {fields.prices}
          </p>
        ) : null}
      </fieldset>
      <Field label={l.place} required>
        <Select
          value={place}
          onChange={(e) => setPlace(e.target.value as CategoryPlace)}
          options={(Object.keys(categoryPlaceLabels) as CategoryPlace[]).map((value) => ({
            value,
            label: categoryPlaceLabels[value],
          }))}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-time`}
          checked={timeRequired}
          onCheckedChange={(checked) => setTimeRequired(checked === true)}
        />
        <Label htmlFor={`${id}-time`}>{l.timeRequired}</Label>
      </div>
    </CatalogDialog>
  );
}
