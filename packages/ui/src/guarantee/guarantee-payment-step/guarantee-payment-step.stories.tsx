import { sandboxTestCards } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { framed, NOW, pendingGuarantee } from '../story-fixtures.tsx';
import { GuaranteePaymentStep } from './guarantee-payment-step.tsx';

const meta = {
  title: 'Güvenceli Ödeme/Ödeme Adımı',
  component: GuaranteePaymentStep,
  args: {
    stage: 'card',
    taskTitle: 'Duruşmaya Katılım',
    applicantName: 'Av. Mehmet Can Öztürkoğlu',
    guarantee: pendingGuarantee,
    now: NOW,
    onCardSubmit: fn(),
    onCodeSubmit: fn(),
    onReservationExpire: fn(),
    onDone: fn(),
    onRetry: fn(),
    onBack: fn(),
  },
  decorators: [framed('max-w-lg')],
} satisfies Meta<typeof GuaranteePaymentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reserved: Story = {
  name: 'Avukat ayrıldı, kart formu',
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(
        'Av. Mehmet Can Öztürkoğlu, ödemeyi tamamlamanız için 23.11.2026 12:08 tarihine kadar sizin için ayrıldı.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Ayırmanın bitmesine kalan süre: 08:00' })).toBeVisible();
    await expect(
      canvas.getByText('Görev bütçesi (avukata aktarılacak)').nextElementSibling,
    ).toHaveTextContent('1.250 TL');
    await expect(canvas.getByText('Kartınızdan alınacak tutar').nextElementSibling).toHaveTextContent(
      '1.300 TL',
    );
    // The card form is the Pro payment's own: its answer reaches the payment step's callback.
    const card = { Ad: 'Av. Ayşe Yılmaz', Numara: sandboxTestCards.threeDSecure, Tarih: '1229', Kod: '123' };
    const fields = {
      Ad: /Kart Üzerindeki/,
      Numara: /Kart Numarası/,
      Tarih: /Son Kullanma/,
      Kod: /Güvenlik Kodu/,
    };
    for (const [key, value] of Object.entries(card)) {
      await userEvent.type(canvas.getByLabelText(fields[key as keyof typeof fields]), value);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Ödemeyi Tamamla' }));
    await expect(args.onCardSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ number: sandboxTestCards.threeDSecure, expiry: '12/29' }),
    );
    await expect(args.onReservationExpire).not.toHaveBeenCalled();
  },
};

export const ReopenProviderForm: Story = {
  name: 'iyzico formu yeniden açılır',
  args: { waiting: true, onReopen: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Ödeme sayfasını kapattıysanız/)).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ödeme Formunu Yeniden Aç' }));
    await expect(args.onReopen).toHaveBeenCalledTimes(1);
  },
};

export const ThreeDSecure: Story = {
  name: '3-D Secure kodu',
  args: { stage: 'three_d_secure', last4: '0008' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: '3-D Secure Doğrulama' })).toHaveTextContent('•••• 0008');
    await expect(canvas.getByRole('timer')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Doğrulama Kodu/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Onayla' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledWith('123456');
  },
};

export const Paid: Story = {
  name: 'Ödeme başarılı',
  args: { stage: 'paid', guarantee: { ...pendingGuarantee, reserved_until: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ödeme güvencede. Görev Av. Mehmet Can Öztürkoğlu adlı avukata atandı.',
    );
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Göreve Git' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Ödeme başarısız',
  args: { stage: 'failed', failureReason: 'Kartın bakiyesi yetersiz.' },
  play: async ({ canvas, args }) => {
    const result = canvas.getByRole('alert');
    await expect(result).toHaveTextContent('Kartın bakiyesi yetersiz.');
    await expect(result).toHaveTextContent('Görev atanmadı; başvurular olduğu gibi duruyor.');
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Başvurulara Dön' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const ReservationEnded: Story = {
  name: 'Ayırma süresi doldu',
  args: { now: new Date('2026-11-23T09:10:00Z') },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onReservationExpire).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ayırma süresi doldu.');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Başvurulara Dön' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    hint: <p>Deneme ortamı: {sandboxTestCards.success} (başarılı).</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ödemeyi Tamamla' })).toBeVisible();
    await expect(canvas.getByText(/Deneme ortamı/)).toBeVisible();
  },
};
