import { ibanMessages, payoutAccountMessages, tcKimlikMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sendingForm } from '../../lib/story-fixtures.tsx';
import { PayoutAccountForm } from './payout-account-form.tsx';

const saved = { name: 'Burak Şahin', iban: 'TR850001000000000012345678' };

const meta = {
  title: 'İş Ortaklığı/Ödeme Alınacak Hesap Formu',
  component: PayoutAccountForm,
  args: { onSubmit: fn(), account: saved },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <PayoutAccountForm {...args} />
    </div>
  ),
} satisfies Meta<typeof PayoutAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Boş (T.C. kimlik numarası da istenir)',
  args: { account: null, tcNeeded: true, defaultName: 'Av. Zeynep Kaya Öztürkoğlu' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Ödeme Alacağınız Hesap' })).toBeVisible();
    // The holder's name starts from his own, without the title a bank does not know.
    const name = canvas.getByLabelText(/Hesap Sahibinin Adı Soyadı/);
    await expect(name).toHaveValue('Zeynep Kaya Öztürkoğlu');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Hesabı Kaydet' }));
    await waitFor(() => expect(canvas.getByText(payoutAccountMessages.name)).toBeVisible());
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveAccessibleDescription(
      expect.stringContaining(ibanMessages.required),
    );
    await expect(canvas.getByLabelText(/T\.C\. Kimlik Numarası/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(tcKimlikMessages.required)).toBeVisible();
    await userEvent.type(name, 'Av. Zeynep Kaya');
    await userEvent.type(canvas.getByLabelText(/^IBAN/), 'tr85 0001 0000 0000 0012 3456 78');
    await userEvent.type(canvas.getByLabelText(/T\.C\. Kimlik Numarası/), '10000000146');
    await userEvent.click(canvas.getByRole('button', { name: 'Hesabı Kaydet' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Zeynep Kaya',
      iban: 'TR850001000000000012345678',
      tc: '10000000146',
    });
  },
};

export const FromPayout: Story = {
  name: 'Son ödeme talebinden',
  args: { account: null, fromPayout: { name: 'Av. Burak Şahin', iban: 'TR330006100519786457841326' } },
  play: async ({ canvas, args }) => {
    // He is paid to his last request's account until he saves one: the form starts from it and says so.
    await expect(canvas.getByRole('note')).toHaveTextContent('son ödeme talebinizdeki bu hesaba');
    await expect(canvas.getByLabelText(/Hesap Sahibinin Adı Soyadı/)).toHaveValue('Burak Şahin');
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await userEvent.click(canvas.getByRole('button', { name: 'Hesabı Kaydet' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Burak Şahin', iban: 'TR330006100519786457841326' }),
    );
  },
};

export const Filled: Story = {
  name: 'Kayıtlı hesap',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Hesap Sahibinin Adı Soyadı/)).toHaveValue('Burak Şahin');
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveValue('TR85 0001 0000 0000 0012 3456 78');
    // His account has a T.C. number: it is not asked again.
    await expect(canvas.queryByLabelText(/T\.C\. Kimlik Numarası/)).not.toBeInTheDocument();
    const iban = canvas.getByLabelText(/^IBAN/);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'TR86 0001 0000 0000 0012 3456 78');
    await userEvent.click(canvas.getByRole('button', { name: 'Hesabı Kaydet' }));
    await waitFor(() => expect(canvas.getByText(ibanMessages.invalid)).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'TR33 0006 1005 1978 6457 8413 26');
    await userEvent.click(canvas.getByRole('button', { name: 'Hesabı Kaydet' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Burak Şahin', iban: 'TR330006100519786457841326' }),
    );
  },
};

export const Saving: Story = { name: 'Kaydediliyor', ...sendingForm };

export const Refused: Story = {
  name: 'Hata',
  args: {
    error: payoutAccountMessages.providerRefused,
    errors: { iban: ibanMessages.invalid },
  },
  play: async ({ canvas }) => {
    // The refusal is announced (a field's error is too, under its field).
    await expect(canvas.getByText(payoutAccountMessages.providerRefused)).toHaveAttribute('role', 'alert');
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { account: null, tcNeeded: true, defaultName: 'Av. Mehmet Can Öztürkoğlu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hesabı Kaydet' })).toBeVisible();
    await expect(canvas.getByLabelText(/T\.C\. Kimlik Numarası/)).toBeVisible();
  },
};

export const Desktop: Story = {
  name: 'Masaüstü',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hesabı Kaydet' })).toBeVisible();
  },
};
