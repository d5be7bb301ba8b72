import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ContentRefusal } from '../content-form/content-form.tsx';
import { contentPages } from '../content-form/fixtures.ts';
import { ContentPages } from './content-pages.tsx';
import { emptyState, failedState, loadingState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/İçerik/Duyurular',
  component: ContentPages,
  decorators: [padded],
  args: {
    pages: contentPages,
    onSave: fn(async (): Promise<ContentRefusal | null> => null),
    onDelete: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof ContentPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Liste',
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Duyuru sayfaları' }));
    await expect(table.getByText('/pages/yeni-adliyeler-eklendi')).toBeInTheDocument();
    await expect(table.getByText('/davet-et-kazan')).toBeInTheDocument();
    await expect(table.getByText('01.10.2026 11:00')).toBeInTheDocument();
  },
};

export const CreateFlow: Story = {
  name: 'Yeni duyuru',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni duyuru' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yeni duyuru sayfası' }));
    await userEvent.type(dialog.getByLabelText(/Başlık/), 'Çağlayan Adliyesi Öğle Arası');
    await expect(dialog.getByLabelText(/Kısa ad/)).toHaveValue('caglayan-adliyesi-ogle-arasi');
    await userEvent.type(dialog.getByLabelText(/Sayfa metni/), '<p>12.00–13.00 arası kapalı.</p>');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(null, {
      title: 'Çağlayan Adliyesi Öğle Arası',
      slug: 'caglayan-adliyesi-ogle-arasi',
      body: '<p>12.00–13.00 arası kapalı.</p>',
      url: '',
      in_homepage: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EditFlow: Story = {
  name: 'Düzenleme',
  play: async ({ args }) => {
    const name = 'İstanbul, Ankara, İzmir ve Samsun ilçe adliyeleri eklendi';
    await userEvent.click(screen.getByRole('button', { name: `Düzenle: ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duyuru sayfasını düzenle' }));
    await expect(dialog.getByLabelText(/Kısa ad/)).toHaveValue('yeni-adliyeler-eklendi');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ana sayfada göster' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      contentPages[1],
      expect.objectContaining({ slug: 'yeni-adliyeler-eklendi', in_homepage: true }),
    );
  },
};

export const ValidationError: Story = {
  name: 'Doğrulama hatası',
  args: {
    onSave: fn(async (): Promise<ContentRefusal | null> => ({
      message: 'Girilen bilgiler geçersiz.',
      fields: { slug: 'Bu kısa ad başka bir sayfada kullanılıyor.' },
    })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni duyuru' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Bağlantı/), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(dialog.getByText('Lütfen başlığı giriniz.')).toBeInTheDocument();
    await expect(dialog.getByText(/^Bağlantı \/ ile başlayan/)).toBeInTheDocument();
    await expect(dialog.getByText('Lütfen sayfa metnini giriniz.')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText(/Bağlantı/));
    await userEvent.type(dialog.getByLabelText(/Başlık/), 'Davet et kazan');
    await userEvent.type(dialog.getByLabelText(/Sayfa metni/), '<p>Metin</p>');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('Bu kısa ad başka bir sayfada kullanılıyor.')).toBeInTheDocument();
  },
};

export const DeleteConfirm: Story = {
  name: 'Silme onayı',
  play: async ({ args }) => {
    const name = 'Davet ettiğiniz her meslektaş için 10 TL kazanın';
    await userEvent.click(screen.getByRole('button', { name: `Sil: ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duyuru sayfasını sil' }));
    await expect(dialog.getByText(/denetim kaydı eski hâlini saklar/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(args.onDelete).toHaveBeenCalledWith(contentPages[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { pages: [] },
  play: emptyState('Henüz duyuru sayfası yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Duyurular yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Duyuru sayfaları' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(2);
    await expect(cards.getByRole('button', { name: /^Sil: Davet/ })).toBeInTheDocument();
  },
};
