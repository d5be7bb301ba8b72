import {
  type AdminBar,
  type AdminCourthouse,
  type CourthousePayload,
  courthousePayloadSchema,
  toFieldErrors,
} from '@meslektas/domain';
import * as React from 'react';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Field, Label } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DraftFields, EditForm } from '../admin-edit-section/admin-edit-section.tsx';

export const courthouseDialogLabels = {
  createTitle: 'Yeni adliye',
  editTitle: 'Adliyeyi düzenle',
  bar: 'Baro',
  barPlaceholder: 'Baro seçiniz',
  name: 'Adliye adı',
  address: 'Adres',
  latitude: 'Enlem',
  longitude: 'Boylam',
  coordinatesHint: 'Ondalık derece, örneğin 41,0772 ve 28,9870 (Türkiye sınırları içinde).',
  isMain: 'İlin ana adliyesi',
};

export type CourthouseDraft = {
  baro_id: string;
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  is_main: boolean;
};

const formOf = (c: AdminCourthouse | null, baroId: number | undefined): CourthouseDraft => ({
  baro_id: c ? String(c.baro_id) : baroId ? String(baroId) : '',
  name: c?.name ?? '',
  address: c?.address ?? '',
  latitude: c ? String(c.latitude).replace('.', ',') : '',
  longitude: c ? String(c.longitude).replace('.', ',') : '',
  is_main: c?.is_main ?? false,
});

// Operators type Turkish decimals (41,0772); the contract reads dots.
const decimal = (value: string) => value.trim().replace(',', '.');

const inputOf = (d: CourthouseDraft) => ({
  baro_id: d.baro_id,
  name: d.name,
  address: d.address,
  latitude: decimal(d.latitude),
  longitude: decimal(d.longitude),
  is_main: d.is_main ? 1 : 0,
});

/**
 * A courthouse's edit form: bar, name, address, coordinates and main flag, checked by the
 * contract's schema; a new one starts in the bar the list is filtered by.
 */
export function courthouseForm(
  bars: readonly AdminBar[],
  defaultBarId: number | undefined,
  labels?: Partial<typeof courthouseDialogLabels>,
): EditForm<AdminCourthouse, CourthouseDraft, CourthousePayload> {
  const l = { ...courthouseDialogLabels, ...labels };
  return {
    draftOf: (c) => formOf(c, defaultBarId),
    check: (draft) => {
      const parsed = courthousePayloadSchema.safeParse(inputOf(draft));
      if (parsed.success) return {};
      return Object.fromEntries(Object.entries(toFieldErrors(parsed.error)).map(([k, v]) => [k, v[0]]));
    },
    valueOf: (draft) => courthousePayloadSchema.parse(inputOf(draft)),
    title: (c) => (c ? l.editTitle : l.createTitle),
    fields: (form) => <CourthouseFields form={form} bars={bars} l={l} />,
  };
}

function CourthouseFields({
  form: { draft, set, errorOf },
  bars,
  l,
}: {
  form: DraftFields<CourthouseDraft>;
  bars: readonly AdminBar[];
  l: typeof courthouseDialogLabels;
}) {
  const id = React.useId();
  const text =
    (key: Exclude<keyof CourthouseDraft, 'is_main'>) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(key, e.target.value);
  return (
    <>
      <Field label={l.bar} error={errorOf('baro_id')} required>
        <Select
          value={draft.baro_id}
          onChange={text('baro_id')}
          placeholder={l.barPlaceholder}
          required
          options={bars.map((b) => ({ value: String(b.id), label: b.name }))}
        />
      </Field>
      <Field label={l.name} error={errorOf('name')} required>
        <Input value={draft.name} onChange={text('name')} maxLength={150} required />
      </Field>
      <Field label={l.address} error={errorOf('address')}>
        <Input value={draft.address} onChange={text('address')} maxLength={500} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={l.latitude} error={errorOf('latitude')} required>
          <Input value={draft.latitude} onChange={text('latitude')} inputMode="decimal" required />
        </Field>
        <Field label={l.longitude} error={errorOf('longitude')} required>
          <Input value={draft.longitude} onChange={text('longitude')} inputMode="decimal" required />
        </Field>
        <p className="col-span-2 text-xs text-muted">{l.coordinatesHint}</p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-main`}
          checked={draft.is_main}
          onCheckedChange={(checked) => set('is_main', checked === true)}
        />
        <Label htmlFor={`${id}-main`}>{l.isMain}</Label>
      </div>
    </>
  );
}
