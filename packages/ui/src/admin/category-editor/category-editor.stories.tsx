import type { AdminCategory, CategoryPayload } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CatalogRefusal } from './catalog-dialog.tsx';
import { CategoryEditor } from './category-editor.tsx';
import { categories } from './fixtures.ts';
import { emptyState, failedState, loadingState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/Kategoriler',
  component: CategoryEditor,
  decorators: [padded],
  args: {
    categories,
    onSave: fn(async (): Promise<CatalogRefusal | null> => null),
    onToggleActive: fn(async (): Promise<string | null> => null),
    onReorder: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof CategoryEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(within(table).getByText(name).closest('tr') as HTMLElement);

export const Playground: Story = {
  name: 'Liste, sıralama ve durum',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Görev kategorileri' });
    const first = rowOf(table, 'Duruşmaya katılım');
    await expect(first.getByText('750 TL')).toBeInTheDocument();
    await expect(first.getByText('1.500 TL')).toBeInTheDocument();
    await expect(first.getByText('Yalnızca adliye içi')).toBeInTheDocument();
    await expect(first.getByText('Zorunlu')).toBeInTheDocument();
    await expect(first.getByText('1.284')).toBeInTheDocument();
    await expect(first.getByRole('button', { name: 'Yukarı taşı: Duruşmaya katılım' })).toBeDisabled();
    const passive = rowOf(table, 'Haciz');
    await expect(passive.getByText('Pasif')).toBeInTheDocument();
    await expect(passive.getByRole('button', { name: 'Aşağı taşı: Haciz' })).toBeDisabled();

    await userEvent.click(
      rowOf(table, 'Dosya fotokopisi ve inceleme').getByRole('button', {
        name: 'Yukarı taşı: Dosya fotokopisi ve inceleme',
      }),
    );
    await expect(args.onReorder).toHaveBeenCalledWith([2, 1, 3, 4]);
    await userEvent.click(passive.getByRole('button', { name: 'Etkinleştir: Haciz' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith(categories[3], true);
    await userEvent.click(first.getByRole('button', { name: 'Pasifleştir: Duruşmaya katılım' }));
    await expect(args.onToggleActive).toHaveBeenLastCalledWith(categories[0], false);
  },
};

export const EditFlow: Story = {
  name: 'Düzenleme',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await userEvent.click(
      rowOf(table, 'Dosya fotokopisi ve inceleme').getByRole('button', {
        name: 'Düzenle: Dosya fotokopisi ve inceleme',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Kategoriyi düzenle' }));
    await expect(dialog.getByLabelText(/Kategori adı/)).toHaveValue('Dosya fotokopisi ve inceleme');
    await userEvent.click(dialog.getByRole('button', { name: '1. bütçeyi kaldır' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Bütçe ekle' }));
    await userEvent.type(dialog.getByLabelText('3. bütçe'), '900');
    await userEvent.click(dialog.getByLabelText('Saat girilmesi zorunlu'));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    const payload: CategoryPayload = {
      name: 'Dosya fotokopisi ve inceleme',
      prices: [450, 600, 900],
      out_adliye: 'in',
      time_required: 1,
    };
    await expect(args.onSave).toHaveBeenCalledWith(categories[1], payload);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ValidationError: Story = {
  name: 'Geçersiz bütçe ve sunucu reddi',
  args: {
    onSave: fn(async (_c: AdminCategory | null, payload: CategoryPayload): Promise<CatalogRefusal | null> =>
      payload.name === 'Haciz'
        ? { message: 'Bu adla bir kategori zaten var.', fields: { name: 'Bu adla bir kategori zaten var.' } }
        : null,
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni kategori' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yeni kategori' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('Lütfen kategori adını giriniz.')).toBeInTheDocument();
    await expect(dialog.getByText('Lütfen en az bir bütçe giriniz.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Kategori adı/), 'Haciz');
    await userEvent.type(dialog.getByLabelText('1. bütçe'), '800');
    await userEvent.click(dialog.getByRole('button', { name: 'Bütçe ekle' }));
    await userEvent.type(dialog.getByLabelText('2. bütçe'), '500');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(
      await dialog.findByText('Bütçeler küçükten büyüğe sıralı ve birbirinden farklı olmalıdır.'),
    ).toBeInTheDocument();
    await expect(dialog.getByLabelText('2. bütçe')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('2. bütçe'));
    await userEvent.type(dialog.getByLabelText('2. bütçe'), '1200');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('Bu adla bir kategori zaten var.')).toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith(null, {
      name: 'Haciz',
      prices: [800, 1200],
      out_adliye: 'both',
      time_required: 0,
    });
  },
};

export const Refused: Story = {
  name: 'İşlem reddedildi',
  args: { onToggleActive: fn(async (): Promise<string | null> => 'Kategori bulunamadı.') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Etkinleştir: Haciz' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kategori bulunamadı.');
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { categories: [] },
  play: emptyState('Henüz kategori yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Kategoriler yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Görev kategorileri' }));
    await expect(
      cards.getByText('Tapu Müdürlüğü ve icra dairesi dışındaki kurum takipleri'),
    ).toBeInTheDocument();
    await userEvent.click(cards.getByRole('button', { name: 'Düzenle: Haciz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kategoriyi düzenle' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
