import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

const URL = 'https://meslektas.com.tr/api/calendar/Xq3vP0c9Lk2mN8rT5wY1zA7bD4eF6gH0jK2lM9nB3cV.ics';
const feed = { created_at: '2026-03-10T09:00:00.000Z' };

const meta = {
  title: 'Ayarlar/Takvim Bağlantısı',
  component: CalendarFeedSection,
  tags: ['autodocs'],
  args: { feed: null, onCreate: fn(), onRevoke: fn(), onCopy: fn() },
} satisfies Meta<typeof CalendarFeedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a confirmation, scoped to the dialog (Radix renders it in a portal). */
async function openDialog(canvas: ReturnType<typeof within>, button: string, title: string) {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

export const None: Story = {
  name: 'Bağlantı yok',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/kimseyle paylaşmayınız/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'İptal et' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Takvim bağlantısı oluştur' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: 'Takviminize nasıl eklerim?' })).toBeVisible();
  },
};

export const Creating: Story = {
  name: 'Oluşturuluyor',
  args: { creating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Oluşturuluyor...' })).toBeDisabled();
  },
};

export const Created: Story = {
  name: 'Yeni adres: kopyala',
  args: { feed, url: URL, onCopy: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    const address = canvas.getByLabelText('Takvim adresiniz');
    await expect(address).toHaveValue(URL);
    await expect(address).toHaveAccessibleDescription(/yalnızca şimdi gösterilir/);
    await userEvent.click(canvas.getByRole('button', { name: 'Kopyala' }));
    await expect(args.onCopy).toHaveBeenCalledWith(URL);
    await expect(await canvas.findByRole('button', { name: 'Kopyalandı' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Adres panoya kopyalandı.');
  },
};

export const CopyFailed: Story = {
  name: 'Kopyalanamadı',
  args: { feed, url: URL, onCopy: fn(async () => Promise.reject(new Error('izin yok'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kopyala' }));
    await expect(await canvas.findByText(/adresi seçip kendiniz kopyalayınız/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kopyala' })).toBeVisible();
  },
};

export const Active: Story = {
  name: 'Etkin (adres gizli)',
  args: { feed },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Takvim bağlantınız etkin (oluşturulma: 10.03.2026).')).toBeVisible();
    await expect(canvas.queryByLabelText('Takvim adresiniz')).not.toBeInTheDocument();
    const dialog = await openDialog(canvas, 'Yeni adres oluştur', 'Yeni adres oluşturulsun mu?');
    await expect(dialog.getByText(/Eski adres hemen çalışmaz olur/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yeni adres oluştur' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmRevoke: Story = {
  name: 'İptal onayı',
  args: { feed, url: URL },
  play: async ({ canvas, args }) => {
    let dialog = await openDialog(canvas, 'İptal et', 'Takvim bağlantısı iptal edilsin mi?');
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onRevoke).not.toHaveBeenCalled();
    dialog = await openDialog(canvas, 'İptal et', 'Takvim bağlantısı iptal edilsin mi?');
    await expect(dialog.getByText(/Adres hemen çalışmaz olur/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'İptal et' }));
    await expect(args.onRevoke).toHaveBeenCalledTimes(1);
  },
};

export const Revoking: Story = {
  name: 'İptal ediliyor',
  args: { feed, revoking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'İptal ediliyor...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { feed: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  name: 'Telefonda',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { feed, url: URL, onCopy: fn(async () => undefined) },
  play: async ({ canvas, canvasElement }) => {
    const address = canvas.getByLabelText('Takvim adresiniz');
    await expect(address).toBeVisible();
    // The long address wraps inside its box, whole and tall enough to tap, never past the screen.
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    await expect(address.scrollHeight).toBeLessThanOrEqual(address.clientHeight + 1);
    await expect(address.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="calendar-feed-section"]');
    await expect(section!.scrollWidth).toBeLessThanOrEqual(section!.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Kopyala' }));
    await expect(await canvas.findByRole('button', { name: 'Kopyalandı' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'İptal et' })).toBeVisible();
  },
};

export const PhoneNone: Story = {
  name: 'Telefonda: bağlantı yok',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Takvim bağlantısı oluştur' })).toBeVisible();
  },
};
