import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Temel/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { placeholder: 'Görev açıklaması', 'aria-label': 'Görev açıklaması' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InField: Story = {
  render: () => (
    <Field label="Yorum" hint="Meslektaşınız yorumunuzu profilinde görür." className="max-w-md">
      <Textarea defaultValue="Görevi zamanında ve eksiksiz tamamladı, teşekkür ederim." />
    </Field>
  ),
};

export const Invalid: Story = {
  render: () => (
    <Field label="İptal Sebebi" required error="Lütfen iptal sebebini yazınız." className="max-w-md">
      <Textarea required />
    </Field>
  ),
};
