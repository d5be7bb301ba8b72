import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { TermList } from './term-list.tsx';

const meta = {
  title: 'Görev/Görev Detayı/Bilgi Listesi',
  component: TermList,
  tags: ['autodocs'],
  args: {
    className: 'grid-cols-[auto_1fr] text-sm',
    rows: [
      ['Tarih', '17-03-2026'],
      ['Yer', 'Çağlayan Adliyesi'],
      null,
      ['Kategori', 'Duruşmaya Katılım'],
      ['Ücret', <PriceTag key="price" amount={1250} size="sm" />],
      ['Açıklama', 'İstanbul 12. Asliye Hukuk Mahkemesi, 2025/123 E. sayılı dosyanın duruşmasına katılım.'],
    ],
  },
} satisfies Meta<typeof TermList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term names its value for screen readers too; a row the record lacks (here the time) is left out. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((t) => t.textContent)).toEqual(['Tarih', 'Yer', 'Kategori', 'Ücret', 'Açıklama']);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('Çağlayan Adliyesi');
  },
};
