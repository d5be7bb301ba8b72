import type { Performance } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SpecialitiesForm } from './specialities-form.tsx';

const options: Performance[] = [
  { id: 1, name: 'Ceza Hukuku' },
  { id: 2, name: 'İş Hukuku' },
  { id: 3, name: 'Aile Hukuku' },
  { id: 4, name: 'Gayrimenkul ve İnşaat Hukuku' },
  { id: 5, name: 'İcra ve İflas Hukuku' },
];

const meta = {
  title: 'Profil/Uzmanlık Alanları Formu',
  component: SpecialitiesForm,
  tags: ['autodocs'],
  args: { options, selected: [2, 5], onSave: fn() },
} satisfies Meta<typeof SpecialitiesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'İş Hukuku' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Ceza Hukuku' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ceza Hukuku' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'İş Hukuku' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    // In the list's order, whatever the order of the clicks.
    await expect(args.onSave).toHaveBeenCalledWith([1, 5]);
  },
};

export const NoneChosen: Story = {
  name: 'Hiç seçilmemiş',
  args: { selected: [] },
  play: async ({ canvas, args }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith([]);
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { options: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Uzmanlık alanları yükleniyor...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: 'Liste boş',
  args: { options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Seçilebilecek uzmanlık alanı bulunamadı.')).toBeVisible();
  },
};

export const Busy: Story = {
  name: 'Kaydediliyor',
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Ceza Hukuku' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Sunucu hatası',
  args: { error: 'Uzmanlık seçimi geçersiz.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Uzmanlık seçimi geçersiz.');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Uzmanlık Alanlarım' })).toBeVisible();
  },
};
