import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { Input, PhoneInput } from './input.tsx';

const meta = {
  title: 'Temel/Input',
  component: Input,
  tags: ['autodocs'],
  args: { placeholder: 'IBAN', 'aria-label': 'IBAN' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-2">
      <Input size="sm" aria-label="Küçük" placeholder="Küçük" />
      <Input size="md" aria-label="Orta" placeholder="Orta" />
      <Input size="lg" aria-label="Büyük" placeholder="Büyük" />
    </div>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Field label="Ad Soyad" hint="Ad soyad değiştirilemez." className="max-w-sm">
      <Input readOnly disabled defaultValue="Av. Mehmet Öztürk" />
    </Field>
  ),
};

export const Invalid: Story = {
  render: () => (
    <Field label="Tutar" error="Tutar en az 100 TL olmalıdır." className="max-w-sm">
      <Input type="number" inputMode="numeric" defaultValue="50" />
    </Field>
  ),
};

export const Phone: Story = {
  render: () => (
    <Field label="Cep Telefonu" className="max-w-sm">
      <PhoneInput defaultValue="5321234567" />
    </Field>
  ),
};

const onPhone = fn();

export const PhoneMask: Story = {
  render: () => (
    <Field label="Cep Telefonu" className="max-w-sm">
      <PhoneInput onValueChange={onPhone} />
    </Field>
  ),
  play: async ({ canvas }) => {
    onPhone.mockClear();
    const input = canvas.getByLabelText('Cep Telefonu');
    // A habitual leading 0 and extra digits are dropped; letters are ignored.
    await userEvent.type(input, '0532a12345678999');
    await expect(input).toHaveValue('(532) 123 45 67');
    await expect(onPhone).toHaveBeenLastCalledWith('5321234567');
    await userEvent.clear(input);
    await userEvent.type(input, '5551');
    await expect(input).toHaveValue('(555) 1');
  },
};
