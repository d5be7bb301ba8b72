import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accounts, bannedPro } from '../story-fixtures.ts';
import { AccountQueue } from './account-queue.tsx';
import { emptyState, failedState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/Hesap Kuyruğu',
  component: AccountQueue,
  decorators: [padded],
  args: {
    accounts,
    filter: 'passive',
    onFilterChange: fn(),
    search: '',
    onSearch: fn(),
    page: 1,
    lastPage: 3,
    total: 45,
    onPageChange: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof AccountQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WaitingForApproval: Story = {
  name: 'Onay bekleyenler',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Hesaplar' }));
    await expect(table.getByText('Av. Fatma Nur Kılıçarslan Güneşdoğdu')).toBeInTheDocument();
    await expect(table.getByText('10000000146')).toBeInTheDocument();
    await expect(table.getByText('51234')).toBeInTheDocument();
    await expect(table.getAllByText('Onay bekliyor')).toHaveLength(2);
    await userEvent.click(table.getByRole('button', { name: 'İncele: Av. Oğuz Çelik' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 42 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const FilterAndSearch: Story = {
  name: 'Süzgeç ve arama',
  args: { filter: 'all', accounts: [bannedPro] },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Hesap durumu'), 'Engelli hesaplar');
    await expect(args.onFilterChange).toHaveBeenCalledWith('banned');
    await userEvent.type(canvas.getByLabelText('Ad veya telefon'), ' Mehmet ');
    await userEvent.click(canvas.getByRole('button', { name: 'Ara' }));
    await expect(args.onSearch).toHaveBeenCalledWith('Mehmet');
    await expect(within(canvas.getByRole('table')).getByText('Engelli')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { accounts: [], total: 0, lastPage: 1 },
  play: emptyState('Bu süzgece uyan hesap yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', args: { loading: true } };

export const Failed: Story = { name: 'Hata', ...failedState('Hesaplar yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
};
