import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sentNotifications } from './fixtures.ts';
import { SpecialNotificationList } from './special-notification-list.tsx';
import { emptyState, failedState, loadingState, padded, pageArgs } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/Özel Bildirimler',
  component: SpecialNotificationList,
  decorators: [padded],
  args: {
    notifications: sentNotifications,
    ...pageArgs(23),
  },
} satisfies Meta<typeof SpecialNotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(within(table).getByText(name).closest('tr') as HTMLElement);

export const Playground: Story = {
  name: 'Gönderilenler',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Gönderilen özel bildirimler' });
    const bar = rowOf(table, 'Çağlayan Adliyesi C Blok asansör bakımı');
    await expect(bar.getByText('Bir baro')).toBeInTheDocument();
    await expect(bar.getByText('İstanbul Barosu')).toBeInTheDocument();
    await expect(bar.getByText('24.11.2026 10:30')).toBeInTheDocument();
    await expect(rowOf(table, 'Bildirimler sayfası yenilendi').getByText('Herkes')).toBeInTheDocument();

    await userEvent.click(
      rowOf(table, 'Pro üyeliğiniz bir yıl uzatıldı').getByRole('button', {
        name: 'Oku: Pro üyeliğiniz bir yıl uzatıldı',
      }),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'Pro üyeliğiniz bir yıl uzatıldı' }));
    await expect(drawer.getByText('Meslektaş Pro').tagName).toBe('STRONG');
    await expect(drawer.getByText(/Av. Fatma Nur Kılıçarslan Güneşdoğdu/)).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: /Sonraki/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { notifications: [], total: 0, lastPage: 1 },
  play: emptyState('Henüz özel bildirim gönderilmedi.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Özel bildirimler yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Gönderilen özel bildirimler' }));
    await expect(cards.getByText('Bildirimler sayfası yenilendi')).toBeInTheDocument();
  },
};
