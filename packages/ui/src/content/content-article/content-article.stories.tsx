import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentArticle } from './content-article.tsx';

const meta = {
  title: 'İçerik/İçerik Sayfası',
  component: ContentArticle,
  tags: ['autodocs'],
  args: {
    title: 'Adli tatil döneminde acil görevler açık',
    date: '01.07.2026',
    body: '<p>20 Temmuz – 31 Ağustos adli tatil döneminde <strong>nöbetçi mahkemeler</strong> için acil görev oluşturabilirsiniz.</p><p>Görevin adliyesini doğru seçmeyi unutmayınız.</p>',
    onRetry: fn(),
  },
} satisfies Meta<typeof ContentArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Duyuru sayfası',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Adli tatil döneminde acil görevler açık' }),
    ).toBeVisible();
    await expect(canvas.getByText('01.07.2026')).toBeVisible();
    await expect(canvas.getByText('nöbetçi mahkemeler').tagName).toBe('STRONG');
  },
};

export const Special: Story = {
  name: 'Özel bildirim',
  args: {
    title: 'Pro üyeliğiniz bir yıl uzatıldı',
    date: '21.11.2026',
    body: '<p>Sayın meslektaşımız, <strong>Meslektaş Pro</strong> üyeliğiniz bir yıl uzatılmıştır.</p><script>document.title = "ele geçirildi"</script>',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pro üyeliğiniz bir yıl uzatıldı' })).toBeVisible();
    await expect(canvasElement.querySelector('article script')).toBeNull();
    await expect(document.title).not.toBe('ele geçirildi');
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'İçerik yükleniyor...' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Hata',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('İçerik yüklenemedi.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
