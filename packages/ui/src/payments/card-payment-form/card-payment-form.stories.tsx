import { cardMessages, sandboxTestCards } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CardPaymentForm } from './card-payment-form.tsx';

const now = new Date('2026-11-23T12:00:00Z');

const meta = {
  title: 'Ödeme/Kart Formu',
  component: CardPaymentForm,
  tags: ['autodocs'],
  args: { title: 'Pro Üyelik (1 yıl)', amount: 1800, onSubmit: fn(), now },
  render: (args) => (
    <div className="max-w-md p-4">
      <CardPaymentForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = {
  name: 'Kart bilgileri ve gönderme',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Pro Üyelik (1 yıl)')).toBeInTheDocument();
    await expect(canvas.getByText('1.800 TL')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Kart Üzerindeki Ad Soyad/), 'Av. Ayşe Yılmaz');
    await userEvent.type(canvas.getByLabelText(/Kart Numarası/), '5528790000000008');
    // The number is grouped in fours as it is typed.
    await expect(canvas.getByLabelText(/Kart Numarası/)).toHaveValue(sandboxTestCards.success);
    await userEvent.type(canvas.getByLabelText(/Son Kullanma/), '1229');
    await expect(canvas.getByLabelText(/Son Kullanma/)).toHaveValue('12/29');
    await userEvent.type(canvas.getByLabelText(/Güvenlik Kodu/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Ödemeyi Tamamla' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Av. Ayşe Yılmaz',
      number: sandboxTestCards.success,
      expiry: '12/29',
      cvc: '123',
    });
  },
};

export const WithErrors: Story = {
  name: 'Hatalı kart bilgileri',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Kart Numarası/), '5528790000000009');
    await userEvent.type(canvas.getByLabelText(/Son Kullanma/), '0120');
    await userEvent.type(canvas.getByLabelText(/Güvenlik Kodu/), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Ödemeyi Tamamla' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const alerts = canvas.getAllByRole('alert').map((a) => a.textContent);
    await expect(alerts).toEqual([
      cardMessages.name,
      cardMessages.number,
      cardMessages.expired,
      cardMessages.cvc,
    ]);
    await expect(canvas.getByLabelText(/Kart Numarası/)).toHaveAttribute('aria-invalid', 'true');
    // Correcting a field clears its message.
    await userEvent.type(canvas.getByLabelText(/Kart Üzerindeki Ad Soyad/), 'Av. Ayşe Yılmaz');
    await expect(canvas.queryByText(cardMessages.name)).not.toBeInTheDocument();
  },
};

export const ServerErrors: Story = {
  name: 'Sunucunun alan hataları',
  args: { errors: { number: cardMessages.number } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(cardMessages.number);
  },
};

export const Waiting: Story = {
  name: 'Bankanın yanıtı bekleniyor',
  args: { waiting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/bankanızın yanıtı bekleniyor/)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Kart Numarası/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
  },
};

export const SandboxHint: Story = {
  name: 'Deneme kartları notu',
  args: {
    hint: (
      <p>
        Deneme ortamı: {sandboxTestCards.success} (başarılı), {sandboxTestCards.insufficientFunds} (yetersiz
        bakiye), {sandboxTestCards.threeDSecure} (3-D Secure).
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Deneme ortamı/)).toHaveTextContent(sandboxTestCards.threeDSecure);
  },
};

export const BarChange: Story = {
  name: 'Baro değişikliği',
  args: {
    title: 'Baro Değişikliği',
    amount: 500,
    description:
      'Baro değişikliği ücretlidir. Ödeme tamamlandıktan sonra yeni baronuzu ve hizmet verdiğiniz adliyeleri seçebilirsiniz.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Baro Değişikliği' })).toHaveTextContent(
      'Ödeme tamamlandıktan sonra yeni baronuzu',
    );
  },
};

export const Mobile: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ödemeyi Tamamla' })).toBeVisible();
  },
};
