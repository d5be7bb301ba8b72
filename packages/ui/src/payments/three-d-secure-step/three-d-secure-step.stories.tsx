import { cardMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThreeDSecureStep } from './three-d-secure-step.tsx';

const meta = {
  title: 'Ödeme/3-D Secure Adımı',
  component: ThreeDSecureStep,
  tags: ['autodocs'],
  args: { amount: 1800, last4: '0001', onSubmit: fn() },
  render: (args) => (
    <div className="max-w-md p-4">
      <ThreeDSecureStep {...args} />
    </div>
  ),
} satisfies Meta<typeof ThreeDSecureStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EnterCode: Story = {
  name: 'Kod girme',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '3-D Secure Doğrulama' })).toBeInTheDocument();
    await expect(canvas.getByText('•••• 0001')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Doğrulama Kodu/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Onayla' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

export const ShortCode: Story = {
  name: 'Eksik kod',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Doğrulama Kodu/), '12a3');
    await expect(canvas.getByLabelText(/Doğrulama Kodu/)).toHaveValue('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Onayla' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(cardMessages.code);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Waiting: Story = {
  name: 'Yanıt bekleniyor',
  args: { waiting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Kod doğrulanıyor/)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Doğrulama Kodu/)).toBeDisabled();
  },
};
