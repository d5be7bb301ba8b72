import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { answeredTicket, pendingTicket } from '../support-desk-fixtures.ts';
import { TicketDrawer } from './ticket-drawer.tsx';

const meta = {
  title: 'Yönetim/Destek Talebi Ayrıntısı',
  component: TicketDrawer,
  // The drawer covers the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
  args: {
    open: true,
    onClose: fn(),
    ticket: pendingTicket,
    onAnswer: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof TicketDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDrawer = async (name = 'Destek talebi #41') => within(await screen.findByRole('dialog', { name }));

export const Playground: Story = {
  name: 'Yanıt bekleyen talep',
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await expect(drawer.getByText('Yanıt bekliyor')).toBeInTheDocument();
    await expect(drawer.getByText('Av. Ayşe Yılmaz Karaosmanoğlu', { selector: 'dd' })).toBeInTheDocument();
    await expect(drawer.getByText('05321234567')).toBeInTheDocument();
    await expect(drawer.getByText('Ödeme talebim sonuçlanmadı', { selector: 'dd' })).toBeInTheDocument();
    await expect(drawer.getByText(/₺1\.250,00 için ödeme talebinde/)).toBeInTheDocument();
    await expect(drawer.getByLabelText(/Cevabınız/)).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Kapat' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const AnswerFlow: Story = {
  name: 'Cevaplama',
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('button', { name: 'Cevabı gönder' }));
    await expect(await drawer.findByText('Lütfen bir cevap yazınız.')).toBeInTheDocument();
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.type(
      drawer.getByLabelText(/Cevabınız/),
      '  <p>Ödemeniz bugün IBAN’ınıza gönderildi.</p>  ',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Cevabı gönder' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('<p>Ödemeniz bugün IBAN’ınıza gönderildi.</p>');
    await expect(drawer.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  name: 'Cevap geri çevrilir',
  args: { onAnswer: fn(async (): Promise<string | null> => 'Bu destek talebi zaten yanıtlanmış.') },
  play: async ({ args }) => {
    const drawer = await findDrawer();
    const box = drawer.getByLabelText(/Cevabınız/);
    await userEvent.type(box, 'Kontrol ettik.');
    await userEvent.click(drawer.getByRole('button', { name: 'Cevabı gönder' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('Kontrol ettik.');
    await expect(await drawer.findByRole('alert')).toHaveTextContent('Bu destek talebi zaten yanıtlanmış.');
    await expect(box).toHaveValue('Kontrol ettik.');
  },
};

export const Answered: Story = {
  name: 'Yanıtlanmış talep',
  args: { ticket: answeredTicket },
  play: async () => {
    const drawer = await findDrawer('Destek talebi #38');
    await expect(drawer.getByText('Yanıtlandı')).toBeInTheDocument();
    await expect(drawer.getByText('18.11.2026 14:15')).toBeInTheDocument();
    await expect(drawer.getByText('Ayarlar', { selector: 'strong' })).toBeInTheDocument();
    await expect(drawer.queryByLabelText(/Cevabınız/)).not.toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Cevabı gönder' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { ticket: null, loading: true },
  play: async () => {
    const drawer = await findDrawer('Destek talebi');
    await expect(drawer.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Hata',
  args: { ticket: null, error: 'Destek talebi yüklenemedi.' },
  play: async () => {
    const drawer = await findDrawer('Destek talebi');
    await expect(drawer.getByRole('alert')).toHaveTextContent('Destek talebi yüklenemedi.');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Destek talebi #41' });
    await expect(panel.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(panel).getByRole('button', { name: 'Cevabı gönder' })).toBeInTheDocument();
  },
};
