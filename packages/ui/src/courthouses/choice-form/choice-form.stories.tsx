import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxGrid, ChoiceForm, type ChoiceFormProps } from './choice-form.tsx';

const items = [
  { id: 11, name: 'Çağlayan Adliyesi' },
  { id: 12, name: 'Kartal Anadolu Adliyesi' },
  { id: 13, name: 'Bakırköy Adliyesi' },
];

/** The frame with a list to tick, as the bar and category forms fill it. */
function WithGrid({
  onSelectedChange,
  ...props
}: ChoiceFormProps & { onSelectedChange: (ids: number[]) => void }) {
  const [selected, setSelected] = useState<number[]>([11]);
  return (
    <ChoiceForm {...props}>
      <CheckboxGrid
        items={items}
        name="adliye_id"
        selected={selected}
        onSelectedChange={(ids) => {
          onSelectedChange(ids);
          setSelected(ids);
        }}
      />
    </ChoiceForm>
  );
}

const meta = {
  title: 'Adliyeler/Seçim Formu',
  component: ChoiceForm,
  tags: ['autodocs'],
  args: { title: 'Görev Adliyeleri', saveLabel: 'Kaydet', onSubmit: fn() },
  render: (args) => <WithGrid {...args} onSelectedChange={fn()} />,
} satisfies Meta<typeof ChoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking adds an id once, unticking takes it out; the button sends the form. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Görev Adliyeleri' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Çağlayan Adliyesi' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bakırköy Adliyesi' }));
    await expect(canvas.getByRole('checkbox', { name: 'Bakırköy Adliyesi' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Çağlayan Adliyesi' }));
    await expect(canvas.getByRole('checkbox', { name: 'Çağlayan Adliyesi' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** While the save runs the button waits and Enter sends nothing again. */
export const Saving: Story = {
  name: 'Kaydediliyor',
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('checkbox', { name: 'Çağlayan Adliyesi' }), '{enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  name: 'Kaydedilecek bir şey yok',
  args: { saveDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  },
};

export const WithoutTitle: Story = {
  name: 'Başlıksız (ayarlar sekmesinde)',
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Görev Adliyeleri' })).toBeVisible();
  },
};

/** Touch targets stay at least 44 px high on a 360 px phone. */
export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Kartal Anadolu Adliyesi' });
    await expect(box.closest('li')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
