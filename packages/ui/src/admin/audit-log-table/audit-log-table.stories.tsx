import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditEntries } from '../story-fixtures.ts';
import { AuditLogTable } from './audit-log-table.tsx';

const meta = {
  title: 'Yönetim/Denetim Kaydı',
  component: AuditLogTable,
  args: {
    entries: auditEntries,
    action: '',
    onActionChange: fn(),
    page: 1,
    lastPage: 4,
    total: 63,
    onPageChange: fn(),
  },
  render: (args) => (
    <div className="p-4">
      <AuditLogTable {...args} />
    </div>
  ),
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Lines: Story = {
  name: 'Kayıtlar ve süzgeç',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Denetim kaydı' }));
    const ban = table.getByRole('row', { name: /Hesap engellendi/ });
    await expect(ban).toHaveTextContent('Hesap #7');
    await expect(ban).toHaveTextContent('ban_message: — → Kullanım koşullarına aykırı davranış.');
    await expect(table.getByRole('row', { name: /Pro verildi/ })).toHaveTextContent('Kampanya telafisi.');
    await userEvent.selectOptions(canvas.getByLabelText('İşlem'), 'Hesap onaylandı');
    await expect(args.onActionChange).toHaveBeenCalledWith('account.approve');
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { entries: [], action: 'account.reject', total: 0, lastPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kayıt yok.')).toBeInTheDocument();
  },
};

export const Loading: Story = { name: 'Yükleniyor', args: { loading: true } };
