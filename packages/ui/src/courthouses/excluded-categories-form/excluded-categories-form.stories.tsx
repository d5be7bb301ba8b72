import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ExcludedCategoriesForm, type ExcludedCategoriesFormProps } from './excluded-categories-form.tsx';
import { sendingForm } from '../../lib/story-fixtures.tsx';

const categories = [
  { category_id: 1, name: 'Duruşmaya Katılım (Tevkil)' },
  { category_id: 2, name: 'Dosya İnceleme ve Fotokopi' },
  { category_id: 3, name: 'Haciz İşlemlerine Katılım' },
  { category_id: 6, name: 'Keşfe Katılım' },
];

function Stateful(props: ExcludedCategoriesFormProps) {
  const [excluded, setExcluded] = useState<readonly number[]>(props.excluded);
  return (
    <ExcludedCategoriesForm
      {...props}
      excluded={excluded}
      onExcludedChange={(ids) => {
        props.onExcludedChange(ids);
        setExcluded(ids);
      }}
    />
  );
}

const meta = {
  title: 'Adliyeler/Görev Almak İstemediğim Kategoriler',
  component: ExcludedCategoriesForm,
  tags: ['autodocs'],
  args: { categories, excluded: [6], onExcludedChange: fn(), onSave: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ExcludedCategoriesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Bir kategori hariç',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Keşfe Katılım' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dosya İnceleme ve Fotokopi' }));
    await expect(args.onExcludedChange).toHaveBeenLastCalledWith([6, 2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith([6, 2]);
  },
};

export const NoneExcluded: Story = {
  name: 'Hiçbiri hariç değil',
  args: { excluded: [] },
  play: async ({ canvas, args }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith([]);
  },
};

export const ByKeyboard: Story = {
  name: 'Klavyeyle',
  play: async ({ canvas, args }) => {
    canvas.getByRole('checkbox', { name: 'Duruşmaya Katılım (Tevkil)' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onExcludedChange).toHaveBeenLastCalledWith([6, 1]);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Keşfe Katılım' })).not.toBeChecked();
    await expect(args.onExcludedChange).toHaveBeenLastCalledWith([1]);
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { categories: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Kategoriler yükleniyor…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Sunucu hatası',
  args: { error: 'Seçtiğiniz kategori bulunamadı.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Seçtiğiniz kategori bulunamadı.');
  },
};

export const Saving: Story = { name: 'Kaydediliyor', ...sendingForm };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Haciz İşlemlerine Katılım' });
    await expect(box.closest('li')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  name: 'Başlıksız (ayarlar sekmesinde)',
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Görev Almak İstemediğim Kategoriler' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Görev Almak İstemediğim Kategoriler' })).toBeVisible();
  },
};
