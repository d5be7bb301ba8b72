import type { Ticket } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketList } from './ticket-list.tsx';

const pending: Ticket = {
  id: 2,
  subject: 'Hesabım ve profilim › Telefon numaramı değiştirmek istiyorum',
  question: 'Yeni hattıma geçtim; giriş yaptığım numarayı nasıl değiştirebilirim?',
  date: '18.03.2026 14:05',
  status: 'pending',
  answer: null,
  answered_at: null,
};
const answered: Ticket = {
  id: 1,
  subject: 'Ödeme ve Pro üyelik › Ödeme talebim sonuçlanmadı',
  question: 'Geçen hafta ₺1.250,00 için ödeme talebinde bulundum, henüz hesabıma geçmedi.',
  date: '15.03.2026 09:12',
  status: 'answered',
  answer:
    '<p>Merhaba, ödeme talebiniz onaylandı ve <strong>bugün</strong> IBAN’ınıza gönderildi.</p><script>window.__ticketRan = 1</script>',
  answered_at: '2026-03-16T08:00:00.000Z',
};

const meta = {
  title: 'Destek/Destek Taleplerim',
  component: TicketList,
  tags: ['autodocs'],
  args: { tickets: [pending, answered] },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <TicketList {...args} />
    </div>
  ),
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Bekleyen ve cevaplanan',
  play: async ({ canvas, canvasElement }) => {
    const waiting = within(canvas.getByRole('listitem', { name: pending.subject }));
    await expect(waiting.getByText('Bekliyor')).toBeInTheDocument();
    await expect(waiting.getByText('18.03.2026 14:05')).toBeInTheDocument();
    await expect(waiting.queryByText('Destek ekibinin cevabı')).not.toBeInTheDocument();
    const done = within(canvas.getByRole('listitem', { name: answered.subject }));
    await expect(done.getByText('Cevaplandı')).toBeInTheDocument();
    await expect(done.getByText('Destek ekibinin cevabı')).toBeInTheDocument();
    await expect(done.getByText('bugün').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('[data-slot="ticket-answer"] script')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Talep yok',
  args: { tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz bir destek talebiniz yok.')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'Mobil',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
