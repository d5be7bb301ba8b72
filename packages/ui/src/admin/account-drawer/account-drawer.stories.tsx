import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { bannedPro, passiveAccount } from '../story-fixtures.ts';
import { wallet } from '../wallet-adjust/fixtures.ts';
import { AccountDrawer } from './account-drawer.tsx';

const meta = {
  title: 'Yönetim/Hesap Çekmecesi',
  component: AccountDrawer,
  args: { account: passiveAccount, onClose: fn(), onAction: fn(async (): Promise<string | null> => null) },
} satisfies Meta<typeof AccountDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ApprovePassive: Story = {
  name: 'Onay bekleyen hesabı onaylama',
  play: async ({ args }) => {
    const drawer = within(await screen.findByRole('dialog', { name: passiveAccount.name }));
    await expect(drawer.getByText('10000000146')).toBeInTheDocument();
    await expect(drawer.getByText('İstanbul Barosu · Sicil 51234')).toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Pro’yu geri al' })).not.toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Onayla' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hesabı onayla' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Onayla' }));
    await expect(args.onAction).toHaveBeenCalledWith('approve', { reason: '' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hesabı onayla' })).not.toBeInTheDocument(),
    );
  },
};

export const RejectRefused: Story = {
  name: 'Reddetme sunucu tarafından geri çevrilir',
  args: {
    onAction: fn(
      async (): Promise<string | null> =>
        'Yalnızca onay bekleyen bir hesap onaylanabilir veya reddedilebilir.',
    ),
  },
  play: async ({ args }) => {
    const drawer = within(await screen.findByRole('dialog', { name: passiveAccount.name }));
    await userEvent.click(drawer.getByRole('button', { name: 'Reddet' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hesabı reddet' }));
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Belgeler eksik.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(args.onAction).toHaveBeenCalledWith('reject', { reason: 'Belgeler eksik.' });
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Yalnızca onay bekleyen');
  },
};

export const BannedPro: Story = {
  name: 'Engelli Pro hesap',
  args: { account: bannedPro },
  play: async ({ args }) => {
    const drawer = within(await screen.findByRole('dialog', { name: bannedPro.name }));
    await expect(drawer.getByText('Kullanım koşullarına aykırı davranış.')).toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Engelle' })).not.toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Görev oluşturmayı kısıtla' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Görev oluşturma kısıtı' }));
    const counter = dialog.getByLabelText(/Kısıt/);
    await userEvent.clear(counter);
    await userEvent.type(counter, '0');
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Süre doldu.');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onAction).toHaveBeenCalledWith('restrict', { reason: 'Süre doldu.', number: 0 });
  },
};

export const WithWallet: Story = {
  name: 'Cüzdan ve bakiye düzeltme',
  args: {
    account: bannedPro,
    wallet: { wallet, onAdjust: fn(async (): Promise<string | null> => null) },
  },
  play: async ({ args }) => {
    const drawer = within(await screen.findByRole('dialog', { name: bannedPro.name }));
    const section = within(drawer.getByRole('region', { name: 'Cüzdan' }));
    await expect(section.getByText('272,50 TL')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Bakiye düzelt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bakiye düzelt' }));
    await userEvent.type(dialog.getByLabelText(/Tutar/), '10');
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Telafi.');
    await userEvent.click(dialog.getByRole('button', { name: 'Düzelt' }));
    await expect(args.wallet?.onAdjust).toHaveBeenCalledWith({ amount: 1_000, reason: 'Telafi.' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Bakiye düzelt' })).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: bannedPro.name })).toBeInTheDocument();
  },
};

export const Closed: Story = { name: 'Kapalı', args: { account: null } };
