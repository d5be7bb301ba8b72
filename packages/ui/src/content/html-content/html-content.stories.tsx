import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { HtmlContent } from './html-content.tsx';

const meta = {
  title: 'İçerik/HTML İçerik',
  component: HtmlContent,
  tags: ['autodocs'],
  args: {
    html: '<p><strong>Görev Ver</strong> düğmesine basın; baro, adliye, kategori ve bütçeyi seçin.</p><ul><li>Başvurular 15 dakika açıktır.</li><li>Acil görevler yalnızca Pro üyeler içindir.</li></ul><p>Ayrıntılar için <a href="https://meslektas.com.tr/sss" target="_blank">yardım sayfası</a>.</p>',
  },
} satisfies Meta<typeof HtmlContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Biçimli metin',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Görev Ver').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: 'yardım sayfası' });
    await expect(link).toHaveAttribute('href', 'https://meslektas.com.tr/sss');
    // A link that opens a new tab cannot reach back into this one.
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

declare global {
  interface Window {
    __htmlContentRan?: number;
  }
}

export const Hostile: Story = {
  name: 'Zararlı içerik ayıklanır',
  args: {
    html: '<p onclick="window.__htmlContentRan = 1"><b>Kalın</b> metin</p><script>window.__htmlContentRan = 2</script><img src="x" onerror="window.__htmlContentRan = 3" alt="bozuk"><a href="javascript:window.__htmlContentRan = 4">tıkla</a><a href=" JaVaScRiPt:alert(1)">ikinci</a><iframe src="https://example.com"></iframe><svg><script>window.__htmlContentRan = 5</script></svg><style>p{display:none}</style><img src="data:image/svg+xml,x" alt="gömülü">',
  },
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector('[data-slot="html-content"]') as HTMLElement;
    await expect(canvas.getByText('Kalın')).toBeVisible();
    await expect(root.querySelector('script, iframe, svg, style')).toBeNull();
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) await expect(attr.startsWith('on')).toBe(false);
    }
    // The links stay as text without their javascript: targets; the data: image loses its source.
    await expect(canvas.getByText('tıkla')).not.toHaveAttribute('href');
    await expect(canvas.getByText('ikinci')).not.toHaveAttribute('href');
    await expect(canvas.getByAltText('gömülü')).not.toHaveAttribute('src');
    // Give a broken image's error handler time to fire: nothing ran.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await waitFor(() => expect(window.__htmlContentRan).toBeUndefined());
  },
};
