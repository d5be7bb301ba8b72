import type { Courthouse } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BarCourthousePicker, type BarCourthousePickerProps } from './bar-courthouse-picker.tsx';
import { sendingForm } from '../../lib/story-fixtures.tsx';

const bars = [
  { baro_id: 6, name: 'Ankara Barosu' },
  { baro_id: 34, name: 'İstanbul Barosu' },
  { baro_id: 55, name: 'Samsun Barosu' },
];
const courthousesByBar: Record<number, Courthouse[]> = {
  6: [
    { adliye_id: 601, name: 'Ankara Adliyesi' },
    { adliye_id: 602, name: 'Ankara Batı Adliyesi' },
  ],
  34: [
    { adliye_id: 3401, name: 'Çağlayan Adliyesi' },
    { adliye_id: 3402, name: 'Kartal Anadolu Adliyesi' },
    { adliye_id: 3403, name: 'Bakırköy Adliyesi' },
    { adliye_id: 3404, name: 'Büyükçekmece Adliyesi ve Ek Hizmet Binası (Uzun Ad)' },
  ],
  55: [],
};

/** Keeps the choices as the page does: another bar clears the ticks. */
function Stateful(props: BarCourthousePickerProps) {
  const [baroId, setBaroId] = useState(props.baroId);
  const [selected, setSelected] = useState<readonly number[]>(props.selected);
  return (
    <BarCourthousePicker
      {...props}
      baroId={baroId}
      selected={selected}
      courthouses={props.courthouses === undefined || baroId === null ? undefined : courthousesByBar[baroId]}
      onBarChange={(id) => {
        props.onBarChange(id);
        setBaroId(id);
        setSelected([]);
      }}
      onSelectedChange={(ids) => {
        props.onSelectedChange(ids);
        setSelected(ids);
      }}
    />
  );
}

const meta = {
  title: 'Adliyeler/Baro ve Adliye Seçimi',
  component: BarCourthousePicker,
  tags: ['autodocs'],
  args: {
    bars,
    baroId: 34,
    courthouses: courthousesByBar[34],
    selected: [3401],
    onBarChange: fn(),
    onSelectedChange: fn(),
    onSave: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BarCourthousePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Adliyeler seçili',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Baro')).toHaveDisplayValue('İstanbul Barosu');
    await expect(canvas.getByRole('checkbox', { name: 'Çağlayan Adliyesi' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bakırköy Adliyesi' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([3401, 3403]);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith({ baroId: 34, adliyeIds: [3401, 3403] });
  },
};

export const ByKeyboard: Story = {
  name: 'Klavyeyle',
  play: async ({ canvas, args }) => {
    canvas.getByLabelText('Baro').focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Çağlayan Adliyesi' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Çağlayan Adliyesi' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Kartal Anadolu Adliyesi' })).toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([3402]);
  },
};

export const NothingTicked: Story = {
  name: 'Adliye seçilmedi',
  args: { selected: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Adliye Seçimi Yapınız');
    await expect(canvas.getByRole('group', { name: 'Adliyeler' })).toHaveAccessibleDescription(
      'Adliye Seçimi Yapınız',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ChangeBar: Story = {
  name: 'Baro değiştirme',
  args: { selected: [3401, 3403] },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Baro'), 'Ankara Barosu');
    await expect(args.onBarChange).toHaveBeenCalledWith(6);
    // The old bar's ticks are gone: the courthouses must be chosen again.
    await expect(canvas.getByRole('checkbox', { name: 'Ankara Adliyesi' })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Çağlayan Adliyesi' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ankara Adliyesi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith({ baroId: 6, adliyeIds: [601] });
  },
};

export const NoBar: Story = {
  name: 'Baro seçilmedi',
  args: { baroId: null, selected: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Baro')).toHaveDisplayValue('Baro Seçiniz');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(canvas.getByLabelText('Baro')).toHaveAccessibleDescription('Lütfen baro seçiniz!');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const PaidBarChange: Story = {
  name: 'Baro değişikliği ücretli',
  args: { barChangePaid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Baro')).toHaveAccessibleDescription('Baro değişikliği ücretlidir.');
  },
};

export const LoadingBars: Story = {
  name: 'Barolar yükleniyor',
  args: { bars: undefined, courthouses: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Baro')).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Adliyeler yükleniyor…' })).toBeInTheDocument();
  },
};

export const NoCourthouses: Story = {
  name: 'Baroda adliye yok',
  args: { baroId: 55, courthouses: [], selected: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bu baroya bağlı adliye bulunamadı.')).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Sunucu hatası',
  args: { errors: { adliye_id: 'Seçtiğiniz adliyeler baronuza bağlı olmalıdır.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Seçtiğiniz adliyeler baronuza bağlı olmalıdır.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Çağlayan Adliyesi' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Saving: Story = { name: 'Kaydediliyor', ...sendingForm };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Kartal Anadolu Adliyesi' });
    await expect(box).toBeVisible();
    // Touch targets stay at least 44 px high on a 360 px phone.
    await expect(box.closest('li')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  name: 'Başlıksız (ayarlar sekmesinde)',
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Görev Adliyeleri' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Görev Adliyeleri' })).toBeVisible();
  },
};
