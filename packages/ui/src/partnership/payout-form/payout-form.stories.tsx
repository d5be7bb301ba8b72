import { ibanMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sendingForm } from '../../lib/story-fixtures.tsx';
import { PayoutForm } from './payout-form.tsx';

const ziraat = 'TR85 0001 0000 0000 0012 3456 78';

const meta = {
  title: 'İş Ortaklığı/Ödeme Talebi Formu',
  component: PayoutForm,
  tags: ['autodocs'],
  args: { balance: 320, onSubmit: fn(), defaultName: 'Av. Burak Şahin' },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <PayoutForm {...args} />
    </div>
  ),
} satisfies Meta<typeof PayoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {
  name: 'Talep oluşturma',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('320 TL')).toBeInTheDocument();
    // A bank account holder's name has no title, even when the account's name carried one.
    await expect(canvas.getByLabelText(/Alıcı Adı Soyadı/)).toHaveValue('Burak Şahin');
    const amount = canvas.getByLabelText(/Tutar \(En az 100 TL\)/);
    await expect(amount).toHaveAttribute('type', 'number');
    await userEvent.type(canvas.getByLabelText(/^IBAN/), ziraat);
    // The bank follows from the IBAN's bank code.
    await expect(canvas.getByLabelText(/Banka Adı/)).toHaveValue('T.C. Ziraat Bankası');
    await expect(canvas.getByLabelText(/Banka Adı/)).toHaveAccessibleDescription(
      'IBAN’ınızdaki banka koduna göre dolduruldu.',
    );
    await userEvent.type(amount, '150.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Ödeme Talebinde Bulun' }));
    // The schema is fetched on the first touch of the form and awaited on submit.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Burak Şahin',
      bank_name: 'T.C. Ziraat Bankası',
      iban: 'TR850001000000000012345678',
      price: 150.5,
    });
  },
};

export const FromPayoutAccount: Story = {
  name: 'Kayıtlı hesaptan',
  args: { defaultName: 'Burak Şahin', defaultIban: 'TR850001000000000012345678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Alıcı Adı Soyadı/)).toHaveValue('Burak Şahin');
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveValue('TR85 0001 0000 0000 0012 3456 78');
    await expect(canvas.getByLabelText(/Banka Adı/)).toHaveValue('T.C. Ziraat Bankası');
  },
};

export const WrongIban: Story = {
  name: 'Hatalı IBAN',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^IBAN/), 'TR86 0001 0000 0000 0012 3456 78');
    await userEvent.type(canvas.getByLabelText(/Banka Adı/), 'Ziraat');
    await userEvent.type(canvas.getByLabelText(/Tutar/), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Ödeme Talebinde Bulun' }));
    await waitFor(() => expect(canvas.getByLabelText(/^IBAN/)).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(ibanMessages.invalid)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OwnBankNameKept: Story = {
  name: 'Kendi yazdığı banka adı korunur',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Banka Adı/), 'Ziraat Bankası Kadıköy Şubesi');
    await userEvent.type(canvas.getByLabelText(/^IBAN/), ziraat);
    await expect(canvas.getByLabelText(/Banka Adı/)).toHaveValue('Ziraat Bankası Kadıköy Şubesi');
  },
};

export const AmountChecks: Story = {
  name: 'Tutar: en az 100 TL, en fazla bakiye',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^IBAN/), ziraat);
    const amount = canvas.getByLabelText(/Tutar/);
    await userEvent.type(amount, '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Ödeme Talebinde Bulun' }));
    await expect(await canvas.findByText('En az 100 TL talep edebilirsiniz.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Ödeme Talebinde Bulun' }));
    await expect(
      await canvas.findByText('Bakiyeniz yetersiz. En fazla 320 TL talep edebilirsiniz.'),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BelowMinimumBalance: Story = {
  name: 'Bakiye 100 TL altında',
  args: { balance: 40 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Ödeme talebi için bakiyenizin en az 100 TL olması gerekir.'),
    ).toBeInTheDocument();
  },
};

export const Sending: Story = { name: 'Gönderiliyor', ...sendingForm };

export const ServerErrors: Story = {
  name: 'Sunucu hataları',
  args: {
    errors: { price: 'Bakiyeniz yetersiz. En fazla 320 TL talep edebilirsiniz.', iban: ibanMessages.invalid },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Tutar/)).toHaveAccessibleDescription(
      'Bakiyeniz yetersiz. En fazla 320 TL talep edebilirsiniz.',
    );
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveAttribute('aria-invalid', 'true');
  },
};
