import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentResult } from './payment-result.tsx';

const meta = {
  title: 'Ödeme/Sonuç',
  component: PaymentResult,
  tags: ['autodocs'],
  args: { status: 'paid' },
  render: (args) => (
    <div className="max-w-md p-4">
      <PaymentResult {...args} />
    </div>
  ),
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  name: 'Başarılı',
  args: { status: 'paid', detail: 'Pro üyeliğiniz 23.11.2027 tarihine kadar geçerlidir.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Odeme Basarili');
  },
};

export const Refused: Story = {
  name: 'Reddedildi',
  args: { status: 'failed', detail: 'Kartınızın limiti yetersiz.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Odeme Basarisiz');
    await expect(alert).toHaveTextContent('Kartınızın limiti yetersiz.');
  },
};
