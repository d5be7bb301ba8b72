import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LegalDocumentDialog } from './legal-document-dialog.tsx';

const kvkk =
  '<p>Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında, yalnızca görev eşleştirme ve üyelik işlemlerinin yürütülmesi amacıyla işlenir ve üçüncü kişilerle paylaşılmaz.</p><ul><li>Veri sorumlusu: Meslektaş</li><li>Başvuru: destek@meslektas.com.tr</li></ul>';

const meta = {
  title: 'İçerik/Sözleşme Penceresi',
  component: LegalDocumentDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'KVKK Aydınlatma Metni',
    body: kvkk,
    href: '/pages/kvkk-aydinlatma-metni',
  },
} satisfies Meta<typeof LegalDocumentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text under its title; the full page opens in a new tab; 'Kapat' closes. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'KVKK Aydınlatma Metni' });
    await expect(dialog).toHaveTextContent('6698 sayılı Kişisel Verilerin Korunması Kanunu');
    const page = within(dialog).getByRole('link', { name: 'Yeni sekmede aç' });
    await expect(page).toHaveAttribute('href', '/pages/kvkk-aydinlatma-metni');
    await expect(page).toHaveAttribute('target', '_blank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Escape closes it too, for a keyboard user. */
export const ByKeyboard: Story = {
  name: 'Klavyeyle',
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'KVKK Aydınlatma Metni' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Before the text arrives, its place is held and the dialog already bears the link's name. */
export const Loading: Story = {
  name: 'Yükleniyor',
  args: { body: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'KVKK Aydınlatma Metni' });
    await expect(within(dialog).getByRole('status', { name: 'Metin yükleniyor...' })).toBeVisible();
  },
};

/** A failed load says so and offers to try again. */
export const Failed: Story = {
  name: 'Yüklenemedi',
  args: { body: undefined, error: true, onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'KVKK Aydınlatma Metni' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Metin yüklenemedi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
