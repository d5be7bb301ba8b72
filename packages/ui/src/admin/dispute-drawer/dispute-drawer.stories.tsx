import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  adminDisputeMessages,
  disputeConflict,
  openAdminDispute,
  resolvedAdminDispute,
} from '../story-fixtures.ts';
import { DisputeDrawer } from './dispute-drawer.tsx';

const meta = {
  title: 'Yönetim/Uyuşmazlık Ayrıntısı',
  component: DisputeDrawer,
  // The drawer covers the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
  args: {
    open: true,
    onClose: fn(),
    detail: { dispute: openAdminDispute, conflict: disputeConflict, messages: adminDisputeMessages },
    onSend: fn(async (): Promise<string | null> => null),
    onResolve: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof DisputeDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDrawer = async (name = 'Uyuşmazlık #3') => within(await screen.findByRole('dialog', { name }));

export const Playground: Story = {
  name: 'Açık uyuşmazlık',
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await expect(drawer.getByText('Görev #12')).toBeInTheDocument();
    await expect(drawer.getByText('Av. Mehmet Çelik Karaosmanoğlu', { selector: 'dd' })).toBeInTheDocument();
    await expect(drawer.getByText('İstanbul Çağlayan Adliyesi')).toBeInTheDocument();
    await expect(drawer.getByText('18.11.2026')).toBeInTheDocument();
    await expect(drawer.getByText('1.250 TL')).toBeInTheDocument();
    await expect(drawer.queryByText('Sonuç')).not.toBeInTheDocument();
    // Newest first, as the server sends them, with pending and rejected ones for the operator.
    const messages = Array.from(
      document.querySelectorAll<HTMLElement>('[data-slot="dispute-message"]'),
      (m) => m.dataset.moderation,
    );
    await expect(messages).toEqual(['pending', 'rejected', 'approved', 'approved']);
    await expect(drawer.getByText('Onay bekliyor')).toBeInTheDocument();
    await expect(drawer.getByText('Reddedildi')).toBeInTheDocument();
    await expect(drawer.getAllByText('Onaylandı')).toHaveLength(2);
    await expect(drawer.getByText('Meslektaş')).toBeInTheDocument();
    await expect(
      drawer.getByRole('img', { name: 'Av. Mehmet Çelik Karaosmanoğlu: ek 1' }).closest('a'),
    ).toHaveAttribute('target', '_blank');
    await expect(drawer.getByLabelText(/Taraflara mesaj/)).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Kapat' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SendMessage: Story = {
  name: 'Taraflara mesaj',
  args: {
    onSend: fn(async (message: string): Promise<string | null> =>
      message.startsWith('Tekrar') ? 'Sonuçlanan uyuşmazlığa mesaj gönderilemez.' : null,
    ),
  },
  play: async ({ args }) => {
    const drawer = await findDrawer();
    const box = drawer.getByLabelText(/Taraflara mesaj/);
    await userEvent.click(drawer.getByRole('button', { name: 'Gönder' }));
    await expect(await drawer.findByText('Lütfen mesajınızı giriniz.')).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '  Görev günkü zabıt örneğini 3 gün içinde ekleyiniz.  ');
    await userEvent.click(drawer.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSend).toHaveBeenCalledWith('Görev günkü zabıt örneğini 3 gün içinde ekleyiniz.');
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(drawer.queryByText('Lütfen mesajınızı giriniz.')).not.toBeInTheDocument();
    await userEvent.type(box, 'Tekrar yazıyorum.');
    await userEvent.click(drawer.getByRole('button', { name: 'Gönder' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent(
      'Sonuçlanan uyuşmazlığa mesaj gönderilemez.',
    );
    await expect(box).toHaveValue('Tekrar yazıyorum.');
  },
};

export const Resolve: Story = {
  name: 'Sonuçlandırma',
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('button', { name: 'Sonuçlandır' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Uyuşmazlığı sonuçlandır' }));
    await expect(
      dialog.getByText('Sonuç metni iki tarafa bildirilir ve uyuşmazlık kapanır.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Sonuçlandır' }));
    await expect(await dialog.findByText('Lütfen sonuç metnini giriniz.')).toBeInTheDocument();
    await expect(args.onResolve).not.toHaveBeenCalled();
    await userEvent.type(
      dialog.getByLabelText(/Sonuç metni/),
      'Ücretin görev sahibine iadesine karar verildi.',
    );
    // Against whom is decided on purpose every time: nothing is chosen at first.
    const verdicts = dialog.getByRole('group', { name: /Karar kimin aleyhine\?/ });
    await expect(
      within(verdicts)
        .getAllByRole('radio')
        .filter((r) => r.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Sonuçlandır' }));
    await expect(
      await dialog.findByText('Lütfen kararın kimin aleyhine olduğunu seçiniz.'),
    ).toBeInTheDocument();
    await expect(args.onResolve).not.toHaveBeenCalled();
    await userEvent.click(
      within(verdicts).getByRole('radio', { name: 'Görevi alan: Av. Mehmet Çelik Karaosmanoğlu' }),
    );
    await expect(
      dialog.queryByText('Lütfen kararın kimin aleyhine olduğunu seçiniz.'),
    ).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Sonuçlandır' }));
    await expect(args.onResolve).toHaveBeenCalledWith(
      'Ücretin görev sahibine iadesine karar verildi.',
      'assignee',
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Uyuşmazlığı sonuçlandır' })).not.toBeInTheDocument(),
    );
  },
};

export const ResolveRefused: Story = {
  name: 'Sonuçlandırma geri çevrilir',
  args: { onResolve: fn(async (): Promise<string | null> => 'Bu uyuşmazlık zaten sonuçlandı.') },
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('button', { name: 'Sonuçlandır' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Uyuşmazlığı sonuçlandır' }));
    await userEvent.type(dialog.getByLabelText(/Sonuç metni/), 'Taraflar uzlaştı.');
    await userEvent.click(dialog.getByRole('radio', { name: 'Hiçbiri (kayda işlenmez)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sonuçlandır' }));
    await expect(args.onResolve).toHaveBeenCalledWith('Taraflar uzlaştı.', 'none');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Bu uyuşmazlık zaten sonuçlandı.');
  },
};

export const Resolved: Story = {
  name: 'Sonuçlanmış uyuşmazlık',
  args: {
    detail: {
      dispute: resolvedAdminDispute,
      conflict: { ...disputeConflict, id: 2, status: 'resolved', status_text: 'Sonuçlandı' },
      messages: adminDisputeMessages.slice(2),
    },
  },
  play: async () => {
    const drawer = await findDrawer('Uyuşmazlık #2');
    await expect(drawer.getByText('Sonuçlandı')).toBeInTheDocument();
    await expect(drawer.getByText(/ücretin görev sahibine iadesine/)).toBeInTheDocument();
    await expect(drawer.getByText('14.11.2026 19:30')).toBeInTheDocument();
    await expect(drawer.getByText('Aleyhine karar')).toBeInTheDocument();
    await expect(drawer.getByText('Görevi alan: Av. Mehmet Çelik Karaosmanoğlu')).toBeInTheDocument();
    await expect(drawer.queryByLabelText(/Taraflara mesaj/)).not.toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Gönder' })).not.toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Sonuçlandır' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { detail: null, loading: true },
  play: async () => {
    const drawer = await findDrawer('Uyuşmazlık');
    await expect(drawer.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Sonuçlandır' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Hata',
  args: { detail: null, error: 'Uyuşmazlık yüklenemedi.' },
  play: async () => {
    const drawer = await findDrawer('Uyuşmazlık');
    await expect(drawer.getByRole('alert')).toHaveTextContent('Uyuşmazlık yüklenemedi.');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Uyuşmazlık #3' });
    await expect(panel.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(panel).getByRole('button', { name: 'Sonuçlandır' })).toBeVisible();
  },
};
