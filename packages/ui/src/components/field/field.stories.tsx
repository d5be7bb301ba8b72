import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input/input.tsx';
import { Field } from './field.tsx';

const meta = {
  title: 'Temel/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Alıcı Adı Soyadı', children: null },
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <Input name="name" defaultValue="Ayşe Yılmaz-Karaosmanoğlu" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = {
  args: { label: 'Tutar', hint: 'En az 100 TL talep edebilirsiniz.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Tutar')).toHaveAccessibleDescription(
      'En az 100 TL talep edebilirsiniz.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Adliye', required: true, error: 'Adliye Seçimi Yapınız' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Adliye/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Adliye Seçimi Yapınız');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Adliye Seçimi Yapınız');
  },
};
