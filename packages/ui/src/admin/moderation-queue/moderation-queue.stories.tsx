import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { aboutItems, avatarItems, blueTickItem, disputeMessageItem } from '../story-fixtures.ts';
import { ModerationQueue } from './moderation-queue.tsx';
import { emptyState, failedState, loadingState, padded, pageArgs } from '../story-states.tsx';

const changed = 'Bu kayıt siz bakarken değişti ya da başka bir operatör karar verdi; liste yenilendi.';

const meta = {
  title: 'Yönetim/Moderasyon Kuyruğu',
  component: ModerationQueue,
  decorators: [padded],
  args: {
    kind: 'avatar',
    onKindChange: fn(),
    items: avatarItems,
    ...pageArgs(14),
    onDecide: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Profil fotoğrafları',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Profil fotoğrafları' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = within(canvas.getByRole('article', { name: 'Av. Oğuz Çelik' }));
    const photo = card.getByRole('img', { name: 'Av. Oğuz Çelik: resim 1' });
    await expect(photo.closest('a')).toHaveAttribute('target', '_blank');
    await expect(card.getByText('23.11.2026 11:20')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Onayla: Av. Oğuz Çelik' }));
    await expect(args.onDecide).toHaveBeenCalledWith(avatarItems[1], 'approve', '');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const AboutTexts: Story = {
  name: 'Hakkında yazıları',
  args: { kind: 'about', items: aboutItems, lastPage: 1, total: 1 },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Av. Oğuz Çelik' }));
    await expect(card.getByText(/İş hukuku ve icra takipleri/)).toBeInTheDocument();
    await expect(card.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const BlueTick: Story = {
  name: 'Mavi tik başvuruları',
  args: { kind: 'blue_tick', items: [blueTickItem], lastPage: 1, total: 1 },
  play: async ({ canvas, args }) => {
    const name = blueTickItem.user_name;
    const card = within(canvas.getByRole('article', { name }));
    await expect(card.getAllByRole('img')).toHaveLength(2);
    await userEvent.click(card.getByRole('button', { name: `Reddet: ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reddet' }));
    await expect(dialog.getByText('Gerekçe avukata gösterilir.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const DisputeMessages: Story = {
  name: 'Uyuşmazlık mesajları',
  args: { kind: 'dispute_message', items: [disputeMessageItem], lastPage: 1, total: 1 },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: disputeMessageItem.user_name }));
    await expect(card.getByText('Görev #12 · Uyuşmazlık #3')).toBeInTheDocument();
    await expect(card.getByText(/Zabıt örneğini ekte gönderiyorum/)).toBeInTheDocument();
    await expect(
      card.getByRole('img', { name: 'Av. Mehmet Çelik Karaosmanoğlu: resim 1' }),
    ).toBeInTheDocument();
  },
};

export const RejectFlow: Story = {
  name: 'Reddetme',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reddet: Av. Oğuz Çelik' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reddet' }));
    await expect(dialog.queryByText('Gerekçe avukata gösterilir.')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(await dialog.findByText('Lütfen bir gerekçe yazınız.')).toBeInTheDocument();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Yüz görünmüyor.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(args.onDecide).toHaveBeenCalledWith(avatarItems[1], 'reject', 'Yüz görünmüyor.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Refused: Story = {
  name: 'Sunucu geri çevirir',
  args: { onDecide: fn(async (): Promise<string | null> => changed) },
  play: async ({ canvas, args }) => {
    const card = within(canvas.getByRole('article', { name: 'Av. Oğuz Çelik' }));
    await userEvent.click(card.getByRole('button', { name: 'Onayla: Av. Oğuz Çelik' }));
    await expect(args.onDecide).toHaveBeenCalledWith(avatarItems[1], 'approve', '');
    await expect(await card.findByRole('alert')).toHaveTextContent(changed);
    const other = within(canvas.getByRole('article', { name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu' }));
    await expect(other.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(other.getByRole('button', { name: /^Reddet/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reddet' }));
    await userEvent.type(dialog.getByLabelText(/Gerekçe/), 'Vesikalık değil.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(changed);
  },
};

export const TabChange: Story = {
  name: 'Kuyruk değiştirme',
  play: async ({ canvas, args }) => {
    const tabs = within(canvas.getByRole('tablist', { name: 'Kuyruk' }));
    await expect(tabs.getAllByRole('tab')).toHaveLength(4);
    await userEvent.click(tabs.getByRole('tab', { name: 'Hakkında yazıları' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('about');
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { kind: 'blue_tick', items: [], total: 0, lastPage: 1 },
  play: emptyState('Bu kuyrukta bekleyen yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState('article') };

export const Failed: Story = { name: 'Hata', ...failedState('Kuyruk yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  args: { kind: 'dispute_message', items: [disputeMessageItem, { ...disputeMessageItem, id: 34 }] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // Cards stack and their buttons take the whole width, easy to hit with a thumb.
    const buttons = canvas.getAllByRole('button', { name: /^(Onayla|Reddet):/ });
    await expect(buttons).toHaveLength(4);
    for (const button of buttons) await expect(button.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
