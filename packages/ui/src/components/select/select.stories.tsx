import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { Select } from './select.tsx';

const ratings = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

const meta = {
  title: 'Temel/Select',
  component: Select,
  tags: ['autodocs'],
  args: { options: ratings, placeholder: 'Puan Veriniz!', 'aria-label': 'Puan', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chooses: Story = {
  args: { required: true, defaultValue: '' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Puan' });
    await expect(select).toHaveDisplayValue('Puan Veriniz!');
    await userEvent.selectOptions(select, '4');
    await expect(select).toHaveValue('4');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const InvalidInField: Story = {
  render: () => (
    <Field label="Baro" error="Lütfen baro seçiniz!" className="max-w-sm">
      <Select
        placeholder="Baro Seçiniz"
        defaultValue=""
        options={[
          { value: 34, label: 'İstanbul Barosu' },
          { value: 6, label: 'Ankara Barosu' },
          { value: 35, label: 'İzmir Barosu' },
        ]}
      />
    </Field>
  ),
};

export const Disabled: Story = { args: { disabled: true } };
