import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ContentRefusal } from '../content-form/content-form.tsx';
import { contentFaqs } from '../content-form/fixtures.ts';
import { ContentFaqs } from './content-faqs.tsx';
import { emptyState, failedState, loadingState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/İçerik/SSS',
  component: ContentFaqs,
  decorators: [padded],
  args: {
    kind: 'general',
    onKindChange: fn(),
    faqs: contentFaqs,
    onSave: fn(async (): Promise<ContentRefusal | null> => null),
    onDelete: fn(async (): Promise<string | null> => null),
    onReorder: fn(),
  },
} satisfies Meta<typeof ContentFaqs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Liste ve sıralama',
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Sorular: Sıkça sorulan sorular' }));
    await expect(table.getByRole('button', { name: 'Yukarı taşı: Meslektaş nedir?' })).toBeDisabled();
    await expect(table.getByRole('button', { name: 'Aşağı taşı: Başvuru süresi ne kadar?' })).toBeDisabled();
    await userEvent.click(table.getByRole('button', { name: 'Yukarı taşı: Başvuru süresi ne kadar?' }));
    await expect(args.onReorder).toHaveBeenCalledWith([1, 3, 2]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Davet et kazan soruları' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('partnership');
  },
};

export const EditFlow: Story = {
  name: 'Düzenleme',
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle: Nasıl görev oluştururum?' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Soruyu düzenle · Sıkça sorulan sorular' }),
    );
    const answer = dialog.getByLabelText(/Cevap/);
    await userEvent.clear(answer);
    await userEvent.type(answer, '<p>Görev Ver düğmesine basın.</p>');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(contentFaqs[1], {
      title: 'Nasıl görev oluştururum?',
      content: '<p>Görev Ver düğmesine basın.</p>',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ValidationError: Story = {
  name: 'Doğrulama hatası',
  args: {
    onSave: fn(async (): Promise<ContentRefusal | null> => ({
      message: 'Girilen bilgiler geçersiz.',
      fields: { content: 'Cevap temizlendikten sonra boş kaldı; lütfen metin giriniz.' },
    })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni soru' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yeni soru · Sıkça sorulan sorular' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(dialog.getByText('Lütfen soruyu giriniz.')).toBeInTheDocument();
    await expect(dialog.getByText('Lütfen cevabı giriniz.')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Soru/), 'Ödül ne zaman yatar?');
    await userEvent.type(dialog.getByLabelText(/Cevap/), '<script>x</script>');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText(/temizlendikten sonra boş kaldı/)).toBeInTheDocument();
  },
};

export const DeleteConfirm: Story = {
  name: 'Silme onayı',
  args: { onDelete: fn(async (): Promise<string | null> => 'Soru bulunamadı.') },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Sil: Meslektaş nedir?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Soruyu sil' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(args.onDelete).toHaveBeenCalledWith(contentFaqs[0]);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Soru bulunamadı.');
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { kind: 'partnership', faqs: [] },
  play: async (context) => {
    await emptyState('Bu listede henüz soru yok.')(context);
    await expect(context.canvas.getByRole('tab', { name: 'Davet et kazan soruları' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Sorular yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('list', { name: 'Sorular: Sıkça sorulan sorular' }));
    await userEvent.click(cards.getByRole('button', { name: 'Aşağı taşı: Meslektaş nedir?' }));
    await expect(args.onReorder).toHaveBeenCalledWith([2, 1, 3]);
  },
};
