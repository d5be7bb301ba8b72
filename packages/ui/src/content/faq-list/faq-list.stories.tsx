import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FaqList } from './faq-list.tsx';

const meta = {
  title: 'İçerik/S.S.S. Listesi',
  component: FaqList,
  tags: ['autodocs'],
  args: {
    items: [
      {
        title: 'Meslektaş nedir?',
        content:
          '<p>Meslektaş, avukatların duruşma, dosya inceleme, evrak teslimi gibi kısa adliye işlerini birbirine devrettiği bir iş ortaklığı platformudur.</p>',
      },
      {
        title: 'Başvuru süresi ne kadar?',
        content:
          '<p>Başvurular görevin oluşturulmasından itibaren <strong>15 dakika</strong> açıktır.</p><img src="x" onerror="document.body.dataset.faqRan = \'1\'" alt="">',
      },
      {
        title: 'Acil görev nedir?',
        content: '<p>Aynı gün yapılması gereken işler için Pro üyeler acil görev oluşturabilir.</p>',
      },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Sorular',
  play: async ({ canvas }) => {
    // The questions are the headings right under the page's title: level 2, none skipped.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Meslektaş nedir?',
      'Başvuru süresi ne kadar?',
      'Acil görev nedir?',
    ]);
    const question = canvas.getByRole('button', { name: 'Başvuru süresi ne kadar?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('15 dakika').tagName).toBe('STRONG');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(document.body.dataset.faqRan).toBeUndefined();
    // One answer open at a time.
    await userEvent.click(canvas.getByRole('button', { name: 'Acil görev nedir?' }));
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithBottomText: Story = {
  name: 'Alt metinle (iş ortaklığı)',
  args: {
    bottomHtml:
      '<p>Sorunuzun yanıtını bulamadıysanız <a href="/akilli-destek-sistemi">Akıllı Destek Sistemi</a> üzerinden bize ulaşabilirsiniz.</p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Akıllı Destek Sistemi' })).toHaveAttribute(
      'href',
      '/akilli-destek-sistemi',
    );
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz soru eklenmemiş.')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Sorular yükleniyor...' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Hata',
  args: { items: [], error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Meslektaş nedir?' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
