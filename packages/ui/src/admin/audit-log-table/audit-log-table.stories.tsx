import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditEntries } from '../story-fixtures.ts';
import { AuditLogTable } from './audit-log-table.tsx';
import { emptyState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/Denetim Kaydı',
  component: AuditLogTable,
  decorators: [padded],
  args: {
    entries: auditEntries,
    action: '',
    onActionChange: fn(),
    page: 1,
    lastPage: 4,
    total: 63,
    onPageChange: fn(),
  },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Lines: Story = {
  name: 'Kayıtlar ve süzgeç',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Denetim kaydı' }));
    const ban = table.getByRole('row', { name: /Hesap engellendi/ });
    await expect(within(ban).getByRole('link', { name: 'Hesap #7' })).toHaveAttribute(
      'href',
      '/yonetim/hesaplar',
    );
    await expect(ban).toHaveTextContent('Engel mesajı: — → Kullanım koşullarına aykırı davranış.');
    const pro = table.getByRole('row', { name: /Pro verildi/ });
    await expect(pro).toHaveTextContent('Kampanya telafisi.');
    await expect(pro).toHaveTextContent('VIP: Hayır → Evet');
    await expect(pro).toHaveTextContent('Pro bitişi: — → 23.12.2026 12:00');
    await expect(table.getByRole('row', { name: /Hesap onaylandı/ })).toHaveTextContent(
      'Durum: Onay bekliyor → Etkin',
    );
    // Istanbul time: 21:40 UTC on the 23rd is past midnight there.
    const page = table.getByRole('row', { name: /Duyuru sayfası değiştirildi/ });
    await expect(page).toHaveTextContent('24.11.2026 00:40');
    await expect(page).toHaveTextContent('Ana sayfada: Hayır → Evet');
    await expect(page).not.toHaveTextContent('Başlık');
    const special = table.getByRole('row', { name: /Özel bildirim gönderildi/ });
    await expect(within(special).getByRole('link', { name: 'Özel bildirim #5' })).toHaveAttribute(
      'href',
      '/yonetim/ozel-bildirimler',
    );
    await expect(special).toHaveTextContent('Alıcılar: — → Bir baro');
    await userEvent.selectOptions(canvas.getByLabelText('İşlem'), 'Hesap onaylandı');
    await expect(args.onActionChange).toHaveBeenCalledWith('account.approve');
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { entries: [], action: 'account.reject', total: 0, lastPage: 1 },
  play: emptyState('Kayıt yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', args: { loading: true } };
