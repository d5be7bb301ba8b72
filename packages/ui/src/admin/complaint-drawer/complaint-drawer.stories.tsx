import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { closedComplaint, complaintImages, newComplaint } from '../support-desk-fixtures.ts';
import { ComplaintDrawer } from './complaint-drawer.tsx';

const meta = {
  title: 'Yönetim/Şikayet ve Öneri Ayrıntısı',
  component: ComplaintDrawer,
  // The drawer covers the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
  args: {
    open: true,
    onClose: fn(),
    detail: { complaint: newComplaint, images: complaintImages },
    onMarkRead: fn(async (): Promise<string | null> => null),
    onCloseComplaint: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof ComplaintDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDrawer = async (name = 'Kayıt #17') => within(await screen.findByRole('dialog', { name }));

export const Playground: Story = {
  name: 'Yeni hata bildirimi',
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await expect(drawer.getByText('Yeni')).toBeInTheDocument();
    await expect(drawer.getByText('Hata Bildirimi')).toBeInTheDocument();
    await expect(drawer.getByText('Web sitesi')).toBeInTheDocument();
    await expect(drawer.getByText(/Haritayı yakınlaştırınca sayfa donuyor/)).toBeInTheDocument();
    await expect(drawer.getByRole('img', { name: 'Ek 1' }).closest('a')).toHaveAttribute('target', '_blank');
    await expect(drawer.getByRole('img', { name: 'Ek 2' })).toBeInTheDocument();
    await expect(drawer.getByRole('button', { name: 'Okundu olarak işaretle' })).toBeInTheDocument();
    await expect(drawer.getByRole('button', { name: 'Kaydı kapat' })).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Kapat' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const MarkRead: Story = {
  name: 'Okundu işaretleme',
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('button', { name: 'Okundu olarak işaretle' }));
    await expect(args.onMarkRead).toHaveBeenCalled();
    await expect(args.onCloseComplaint).not.toHaveBeenCalled();
    await expect(drawer.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const CloseWithNote: Story = {
  name: 'Notla kapatma',
  args: {
    detail: {
      complaint: { ...newComplaint, status: 'read', read_at: '2026-11-22T10:00:00.000Z' },
      images: [],
    },
  },
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await expect(drawer.getByText('Okundu')).toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Okundu olarak işaretle' })).not.toBeInTheDocument();
    await userEvent.type(drawer.getByLabelText(/Kapanış notu/), '  Hata giderildi; sürüm 2.4 ile yayında.  ');
    await userEvent.click(drawer.getByRole('button', { name: 'Kaydı kapat' }));
    await expect(args.onCloseComplaint).toHaveBeenCalledWith('Hata giderildi; sürüm 2.4 ile yayında.');
  },
};

export const Refused: Story = {
  name: 'İşlem geri çevrilir',
  args: { onCloseComplaint: fn(async (): Promise<string | null> => 'Bu kayıt zaten kapatılmış.') },
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('button', { name: 'Kaydı kapat' }));
    await expect(args.onCloseComplaint).toHaveBeenCalledWith('');
    await expect(await drawer.findByRole('alert')).toHaveTextContent('Bu kayıt zaten kapatılmış.');
  },
};

export const Closed: Story = {
  name: 'Kapatılmış öneri',
  args: { detail: { complaint: closedComplaint, images: [] } },
  play: async () => {
    const drawer = await findDrawer('Kayıt #12');
    await expect(drawer.getByText('Kapatıldı')).toBeInTheDocument();
    await expect(drawer.getByText('Mobil uygulama')).toBeInTheDocument();
    await expect(
      drawer.getByText('Yol haritasına eklendi; geliştirme ekibine iletildi.'),
    ).toBeInTheDocument();
    await expect(drawer.getByText('12.11.2026 19:30')).toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Kaydı kapat' })).not.toBeInTheDocument();
    await expect(drawer.queryByLabelText(/Kapanış notu/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { detail: null, loading: true },
  play: async () => {
    const drawer = await findDrawer('Şikayet / öneri');
    await expect(drawer.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Hata',
  args: { detail: null, error: 'Kayıt yüklenemedi.' },
  play: async () => {
    const drawer = await findDrawer('Şikayet / öneri');
    await expect(drawer.getByRole('alert')).toHaveTextContent('Kayıt yüklenemedi.');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Kayıt #17' });
    await expect(panel.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(panel).getByRole('button', { name: 'Kaydı kapat' })).toBeVisible();
  },
};
