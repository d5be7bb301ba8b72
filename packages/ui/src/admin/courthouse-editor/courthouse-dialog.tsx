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
import { CatalogDialog, type CatalogRefusal } from '../category-editor/catalog-dialog.tsx';

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

type Form = {
  baro_id: string;
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  is_main: boolean;
};

const formOf = (c: AdminCourthouse | null, baroId: number | undefined): Form => ({
  baro_id: c ? String(c.baro_id) : baroId ? String(baroId) : '',
  name: c?.name ?? '',
  address: c?.address ?? '',
  latitude: c ? String(c.latitude).replace('.', ',') : '',
  longitude: c ? String(c.longitude).replace('.', ',') : '',
  is_main: c?.is_main ?? false,
});

// Operators type Turkish decimals (41,0772); the contract reads dots.
const decimal = (value: string) => value.trim().replace(',', '.');

export type CourthouseDialogProps = {
  /** The courthouse edited, or null for a new one. */
  courthouse: AdminCourthouse | null;
  bars: readonly AdminBar[];
  /** The bar a new courthouse starts in (the list's filter). */
  defaultBarId?: number | undefined;
  onClose: () => void;
  onSave: (courthouse: AdminCourthouse | null, payload: CourthousePayload) => Promise<CatalogRefusal | null>;
  labels?: Partial<typeof courthouseDialogLabels>;
};

/** A courthouse's bar, name, address, coordinates and main flag, checked before saving. */
export function CourthouseDialog({
  courthouse,
  bars,
  defaultBarId,
  onClose,
  onSave,
  labels,
}: CourthouseDialogProps) {
  const l = { ...courthouseDialogLabels, ...labels };
  const [form, setForm] = React.useState(() => formOf(courthouse, defaultBarId));
  const [fields, setFields] = React.useState<Partial<Record<string, string>>>({});
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const id = React.useId();
  const set = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async () => {
    setRefusal(null);
    const parsed = courthousePayloadSchema.safeParse({
      baro_id: form.baro_id,
      name: form.name,
      address: form.address,
      latitude: decimal(form.latitude),
      longitude: decimal(form.longitude),
      is_main: form.is_main ? 1 : 0,
    });
    if (!parsed.success) {
      setFields(Object.fromEntries(Object.entries(toFieldErrors(parsed.error)).map(([k, v]) => [k, v[0]])));
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const answer = await onSave(courthouse, parsed.data);
      if (answer) {
        setFields(answer.fields ?? {});
        if (!answer.fields || Object.keys(answer.fields).length === 0) setRefusal(answer.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <CatalogDialog
      title={courthouse ? l.editTitle : l.createTitle}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      error={refusal}
    >
      <Field label={l.bar} error={fields.baro_id} required>
        <Select
          value={form.baro_id}
          onChange={set('baro_id')}
          placeholder={l.barPlaceholder}
          required
          options={bars.map((b) => ({ value: String(b.id), label: b.name }))}
        />
      </Field>
      <Field label={l.name} error={fields.name} required>
        <Input value={form.name} onChange={set('name')} maxLength={150} required />
      </Field>
      <Field label={l.address} error={fields.address}>
        <Input value={form.address} onChange={set('address')} maxLength={500} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={l.latitude} error={fields.latitude} required>
          <Input value={form.latitude} onChange={set('latitude')} inputMode="decimal" required />
        </Field>
        <Field label={l.longitude} error={fields.longitude} required>
          <Input value={form.longitude} onChange={set('longitude')} inputMode="decimal" required />
        </Field>
        <p className="col-span-2 text-xs text-muted">{l.coordinatesHint}</p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-main`}
          checked={form.is_main}
          onCheckedChange={(checked) => setForm((f) => ({ ...f, is_main: checked === true }))}
        />
        <Label htmlFor={`${id}-main`}>{l.isMain}</Label>
      </div>
    </CatalogDialog>
  );
}
