import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ContentRefusal } from '../content-form/content-form.tsx';
import { contentPopups } from '../content-form/fixtures.ts';
import { ContentPopups } from './content-popups.tsx';
import { emptyState, failedState, loadingState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/İçerik/Pop-up’lar',
  component: ContentPopups,
  decorators: [padded],
  args: {
    popups: contentPopups,
    onSave: fn(async (): Promise<ContentRefusal | null> => null),
    onSetActive: fn(),
    onDelete: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof ContentPopups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Liste ve yayına alma',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Pop-up’lar' }));
    await expect(table.getByText('Pro olmayanlar')).toBeInTheDocument();
    await expect(table.getByText('Yayında')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: 'Yayına al: #1001' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(contentPopups[0], true);
    await userEvent.click(table.getByRole('button', { name: 'Yayından kaldır: #1' }));
    await expect(args.onSetActive).toHaveBeenLastCalledWith(contentPopups[1], false);
  },
};

export const Switching: Story = {
  name: 'Yayına alınıyor',
  args: { switchingId: 1001 },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table'));
    await expect(table.getByRole('button', { name: /Lütfen Bekleyiniz/ })).toBeDisabled();
  },
};

export const CreateFlow: Story = {
  name: 'Yeni pop-up',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni pop-up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yeni pop-up' }));
    await userEvent.type(dialog.getByLabelText(/Görsel adresi/), '/img/bayram.png');
    await userEvent.type(dialog.getByLabelText(/Bağlantı/), 'https://meslektas.net/bayram');
    await userEvent.selectOptions(dialog.getByLabelText(/Hedef kitle/), 'Pro olmayanlar');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(null, {
      image: '/img/bayram.png',
      link: 'https://meslektas.net/bayram',
      audience: 'non_vip',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ValidationError: Story = {
  name: 'Doğrulama hatası',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni pop-up' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Görsel adresi/), 'http://duz.example/a.png');
    await userEvent.type(dialog.getByLabelText(/Bağlantı/), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(
      dialog.getByText('Görsel https:// ile ya da / ile başlayan bir adres olmalıdır.'),
    ).toBeInTheDocument();
    await expect(dialog.getByText(/^Bağlantı \/ ile başlayan/)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const DeleteConfirm: Story = {
  name: 'Silme onayı',
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('table')).getByRole('button', { name: 'Sil: #1001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pop-up’ı sil' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(canvas.getByRole('table')).getByRole('button', { name: 'Sil: #1001' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await expect(args.onDelete).toHaveBeenCalledWith(contentPopups[0]);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { popups: [] },
  play: emptyState('Henüz pop-up yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Pop-up’lar yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Pop-up’lar' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(2);
    await expect(cards.getByRole('button', { name: 'Yayına al: #1001' })).toBeInTheDocument();
  },
};
