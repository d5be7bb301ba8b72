import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReasonDialog } from './reason-dialog.tsx';

const meta = {
  title: 'Yönetim/Gerekçe Penceresi',
  component: ReasonDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Hesabı reddet',
    description: 'Gerekçe avukata hesabının askıya alındığı sayfada gösterilir.',
    confirmLabel: 'Reddet',
    confirmVariant: 'danger',
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RejectNeedsReason: Story = {
  name: 'Reddetmek gerekçe ister',
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Hesabı reddet' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(dialog.getByText('Lütfen bir gerekçe yazınız.')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), '  Sicil numarası uyuşmuyor.  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Sicil numarası uyuşmuyor.' });
  },
};

export const ApproveConfirmation: Story = {
  name: 'Onay (gerekçesiz)',
  args: {
    title: 'Hesabı onayla',
    description: 'Av. Fatma Nur Kılıçarslan hesabı etkinleşir ve ana sayfaya yönlendirilir.',
    reasonLabel: null,
    confirmLabel: 'Onayla',
    confirmVariant: 'success',
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Hesabı onayla' }));
    await expect(dialog.queryByLabelText(/Gerekçe/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Onayla' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: '' });
  },
};

export const WithNumber: Story = {
  name: 'Sayı ve gerekçe (Pro günü)',
  args: {
    title: 'Pro üyelik ver',
    description: undefined,
    confirmLabel: 'Pro ver',
    confirmVariant: 'primary',
    number: { label: 'Gün sayısı', min: 1, max: 3660, defaultValue: 30 },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Pro üyelik ver' }));
    const days = dialog.getByLabelText(/Gün sayısı/);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Kampanya telafisi.');
    await userEvent.click(dialog.getByRole('button', { name: 'Pro ver' }));
    await expect(dialog.getByText('1 ile 3660 arasında bir sayı giriniz.')).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(dialog.getByRole('button', { name: 'Pro ver' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Kampanya telafisi.', number: 90 });
  },
};

export const ServerError: Story = {
  name: 'Sunucu hatası',
  args: { error: 'Yalnızca onay bekleyen bir hesap onaylanabilir veya reddedilebilir.', busy: false },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Yalnızca onay bekleyen');
  },
};
