import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyState, failedState, loadingState, padded, pageArgs } from '../../admin/story-states.tsx';
import { queueRows } from '../story-fixtures.tsx';
import { GuaranteeQueue } from './guarantee-queue.tsx';

const meta = {
  title: 'Güvenceli Ödeme/Yönetim Listesi',
  component: GuaranteeQueue,
  decorators: [padded],
  args: { payments: queueRows, ...pageArgs(14), onDecide: fn() },
} satisfies Meta<typeof GuaranteeQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  name: 'Ödemeler',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Güvenceli ödemeler' }));
    const row = within(table.getByText('#412').closest('tr') as HTMLElement);
    await expect(row.getByText('Duruşmaya Katılım')).toBeVisible();
    await expect(row.getByText('Av. Ayşe Yılmaz')).toBeVisible();
    await expect(row.getByText('Av. Mehmet Can Öztürkoğlu')).toBeVisible();
    await expect(row.getByText('Ödeme güvencede')).toBeVisible();
    await expect(row.getByText('1.300 TL')).toBeVisible();
    await expect(row.getByText('Uyuşmazlık açık')).toBeVisible();
    // Only a held payment can be decided.
    await expect(table.getAllByRole('button', { name: /^Karar ver/ })).toHaveLength(2);
    const reserved = within(table.getByText('#420').closest('tr') as HTMLElement);
    await expect(reserved.getByText('Ödeme bekleniyor')).toBeVisible();
    await expect(reserved.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: 'Karar ver: Ödeme #7' }));
    await expect(args.onDecide).toHaveBeenCalledWith(queueRows[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { payments: [], total: 0, lastPage: 1 },
  play: emptyState('Güvenceli ödeme bulunmuyor.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Güvenceli ödemeler yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Güvenceli ödemeler' }));
    await expect(cards.getByText('Dosya Fotokopisi · Görev #415')).toBeVisible();
    await userEvent.click(cards.getByRole('button', { name: 'Karar ver: Ödeme #8' }));
    await expect(args.onDecide).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
  },
};
