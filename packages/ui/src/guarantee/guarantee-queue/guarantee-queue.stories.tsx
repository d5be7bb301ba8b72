import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyState, failedState, loadingState, padded, pageArgs } from '../../admin/story-states.tsx';
import { onPaddedPhone, expectFilter } from '../../lib/story-fixtures.tsx';
import { queueRows, stuckRow } from '../story-fixtures.tsx';
import { GuaranteeQueue } from './guarantee-queue.tsx';

const meta = {
  title: 'Güvenceli Ödeme/Yönetim Listesi',
  component: GuaranteeQueue,
  decorators: [padded],
  args: {
    payments: queueRows,
    ...pageArgs(14),
    filter: 'all',
    onFilterChange: fn(),
    onDecide: fn(),
    onFinish: fn(),
  },
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

export const FilterChange: Story = {
  name: 'Süzgeç',
  play: async ({ canvas, args }) => {
    const filter = canvas.getByLabelText('Ödeme durumu');
    await expect(filter).toHaveValue('all');
    await expectFilter(
      filter,
      [
        'Tümü',
        'Ödeme başlatıldı',
        '3-D Secure bekleniyor',
        'Güvencede',
        'Aktarılıyor',
        'İade ediliyor',
        'Avukata aktarıldı',
        'İade edildi',
        'Paylaştırıldı',
        'Ödeme alınamadı',
        'Tamamlanmadı',
      ],
      'Aktarılıyor',
      args.onFilterChange,
      'releasing',
    );
  },
};

export const Filtered: Story = {
  name: 'Süzgeç · Güvencede',
  args: { filter: 'held', payments: queueRows.filter((p) => p.state === 'held'), total: 2, lastPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Ödeme durumu')).toHaveValue('held');
    const table = within(canvas.getByRole('table', { name: 'Güvenceli ödemeler' }));
    await expect(table.getAllByText('Ödeme güvencede')).toHaveLength(2);
  },
};

export const Stuck: Story = {
  name: 'Yarım kalan aktarım',
  args: { payments: [stuckRow, ...queueRows], filter: 'releasing' },
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Güvenceli ödemeler' }));
    const row = within(table.getByText('#431').closest('tr') as HTMLElement);
    await expect(row.getByText('Ödeme aktarılıyor')).toBeVisible();
    await expect(row.getByText('Aktarım yarım kaldı')).toBeVisible();
    // Only the open ending is finished from its row; a held payment is still decided.
    await expect(row.queryByRole('button', { name: /^Karar ver/ })).not.toBeInTheDocument();
    await expect(table.getAllByRole('button', { name: /^Aktarımı Tamamla/ })).toHaveLength(1);
    await userEvent.click(row.getByRole('button', { name: 'Aktarımı Tamamla: Ödeme #11' }));
    await expect(args.onFinish).toHaveBeenCalledWith(stuckRow);
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const Finishing: Story = {
  name: 'Aktarım tamamlanıyor',
  args: { payments: [stuckRow, ...queueRows], filter: 'releasing', finishing: 11 },
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Güvenceli ödemeler' }));
    const button = table.getByRole('button', { name: 'Lütfen Bekleyiniz...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onFinish).not.toHaveBeenCalled();
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
  ...onPaddedPhone,
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Güvenceli ödemeler' }));
    await expect(cards.getByText('Dosya Fotokopisi · Görev #415')).toBeVisible();
    // The longest state ('Ödeme avukata aktarıldı') wraps inside its card's padding instead of
    // running out of it.
    for (const card of cards.getAllByRole('listitem')) {
      const edge = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
      for (const badge of card.querySelectorAll('[data-slot$="badge"]'))
        await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
    await userEvent.click(cards.getByRole('button', { name: 'Karar ver: Ödeme #8' }));
    await expect(args.onDecide).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
  },
};

export const PhoneStuck: Story = {
  name: 'Telefon · Yarım kalan aktarım',
  args: { payments: [stuckRow, ...queueRows], filter: 'releasing' },
  ...onPaddedPhone,
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Güvenceli ödemeler' }));
    await expect(cards.getByText('Aktarım yarım kaldı')).toBeVisible();
    await expect(canvas.getByLabelText('Ödeme durumu')).toHaveValue('releasing');
    await userEvent.click(cards.getByRole('button', { name: 'Aktarımı Tamamla: Ödeme #11' }));
    await expect(args.onFinish).toHaveBeenCalledWith(stuckRow);
  },
};
