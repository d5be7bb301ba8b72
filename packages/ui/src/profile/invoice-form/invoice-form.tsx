import { type City, DEFAULT_INVOICE_CITY_ID, type District } from '@meslektas/domain';
import * as React from 'react';
import { Form, type SaveFormProps } from '../../components/form/form.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import { cn } from '../../lib/cn.ts';

export const invoiceFormLabels = {
  title: 'Fatura Bilgileri',
  intro: 'Faturalarınızın kesileceği il ve ilçeyi seçiniz.',
  city: 'İl',
  district: 'İlçe',
  districtPlaceholder: 'İlçe Seçiniz',
  districtRequired: 'Lütfen ilçe seçiniz.',
  save: 'Kaydet',
};

/** The province the form opens with when the lawyer has not chosen one: domain's rule. */
export { DEFAULT_INVOICE_CITY_ID };

export type InvoiceFormProps = SaveFormProps<number, typeof invoiceFormLabels> & {
  cities: readonly City[];
  /** The chosen province's districts; undefined while they load. */
  districts?: readonly District[];
  cityId: number;
  onCityChange: (cityId: number) => void;
  /** The chosen district, or null. */
  districtId: number | null;
  onDistrictChange: (districtId: number | null) => void;
};

/** Where the lawyer's invoices are written: a province, then one of its districts. */
export function InvoiceForm({
  cities,
  districts,
  cityId,
  onCityChange,
  districtId,
  onDistrictChange,
  onSave,
  busy = false,
  error,
  labels,
  className,
  ...props
}: InvoiceFormProps) {
  const l = { ...invoiceFormLabels, ...labels };
  const [local, setLocal] = React.useState<string | undefined>();
  return (
    <Form
      heading={l.title}
      data-slot="invoice-form"
      card
      className={cn('max-w-lg', className)}
      busy={busy}
      onSend={() => {
        if (districtId === null) {
          setLocal(l.districtRequired);
          return;
        }
        setLocal(undefined);
        onSave(districtId);
      }}
      {...props}
    >
      <p className="text-sm text-muted">{l.intro}</p>
      <Field label={l.city}>
        <Select
          name="city"
          value={cityId}
          options={cities.map((c) => ({ value: c.il_no, label: c.isim }))}
          onChange={(event) => {
            onCityChange(Number(event.target.value));
            onDistrictChange(null);
          }}
        />
      </Field>
      <Field label={l.district} error={local ?? error}>
        <Select
          name="district"
          value={districtId ?? ''}
          placeholder={l.districtPlaceholder}
          disabled={districts === undefined}
          aria-busy={districts === undefined || undefined}
          options={(districts ?? []).map((d) => ({ value: d.ilce_no, label: d.isim }))}
          onChange={(event) => {
            setLocal(undefined);
            onDistrictChange(event.target.value === '' ? null : Number(event.target.value));
          }}
        />
      </Field>
      <Button type="submit" block busy={busy}>
        {l.save}
      </Button>
    </Form>
  );
}
