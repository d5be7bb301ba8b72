import type { District } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { InvoiceForm, type InvoiceFormProps } from './invoice-form.tsx';
import { sendingForm } from '../../lib/story-fixtures.tsx';

const cities = [
  { il_no: 6, isim: 'Ankara' },
  { il_no: 34, isim: 'İstanbul' },
  { il_no: 55, isim: 'Samsun' },
];
const districtsByCity: Record<number, District[]> = {
  6: [{ ilce_no: 601, isim: 'Çankaya' }],
  34: [{ ilce_no: 3401, isim: 'Kadıköy' }],
  55: [
    { ilce_no: 5501, isim: 'Atakum' },
    { ilce_no: 5502, isim: 'İlkadım' },
  ],
};

/** Keeps the choices as the page does. */
function Stateful(props: InvoiceFormProps) {
  const [cityId, setCityId] = useState(props.cityId);
  const [districtId, setDistrictId] = useState(props.districtId);
  return (
    <InvoiceForm
      {...props}
      cityId={cityId}
      districtId={districtId}
      districts={props.districts === undefined ? undefined : districtsByCity[cityId]}
      onCityChange={(id) => {
        setCityId(id);
        props.onCityChange(id);
      }}
      onDistrictChange={(id) => {
        setDistrictId(id);
        props.onDistrictChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Profil/Fatura Bilgileri',
  component: InvoiceForm,
  tags: ['autodocs'],
  args: {
    cities,
    districts: districtsByCity[55],
    cityId: 55,
    districtId: null,
    onCityChange: fn(),
    onDistrictChange: fn(),
    onSave: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof InvoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Seçim yok',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('İl')).toHaveDisplayValue('Samsun');
    await expect(canvas.getByLabelText('İlçe')).toHaveDisplayValue('İlçe Seçiniz');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(canvas.getByLabelText('İlçe')).toHaveAccessibleDescription('Lütfen ilçe seçiniz.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText('İlçe'), 'Atakum');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(5501);
  },
};

export const ChangeCity: Story = {
  name: 'İl değiştirme',
  args: { districtId: 5502 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('İlçe')).toHaveDisplayValue('İlkadım');
    await userEvent.selectOptions(canvas.getByLabelText('İl'), 'Ankara');
    await expect(args.onCityChange).toHaveBeenCalledWith(6);
    await expect(canvas.getByLabelText('İlçe')).toHaveDisplayValue('İlçe Seçiniz');
    await userEvent.selectOptions(canvas.getByLabelText('İlçe'), 'Çankaya');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(601);
  },
};

export const LoadingDistricts: Story = {
  name: 'İlçeler yükleniyor',
  args: { districts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('İlçe')).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Sunucu hatası',
  args: { districtId: 5501, error: 'Lütfen ilçe seçiniz.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('İlçe')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  name: 'Kaydediliyor',
  ...sendingForm,
  args: { ...sendingForm.args, districtId: 5501 },
};

export const Phone: Story = {
  name: 'Telefon',
  args: { districtId: 5501 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  },
};
