import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusBadge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { PriceTag } from '../price-tag/price-tag.tsx';
import { DataTable, type DataTableColumn } from './table.tsx';

type Row = {
  missionId: number;
  categoryName: string;
  place: string;
  missionPrice: number;
  status: { text: string; colorName: string }[];
};

const rows: Row[] = [
  {
    missionId: 101,
    categoryName: 'Dosya İnceleme',
    place: 'İstanbul Çağlayan Adliyesi',
    missionPrice: 1250,
    status: [{ text: 'Atama Bekleniyor', colorName: 'warning' }],
  },
  {
    missionId: 102,
    categoryName: 'Duruşmaya Katılma (Tevkil)',
    place: 'Kadıköy, Moda Cd. No: 12/4, İstanbul',
    missionPrice: 2500,
    status: [
      { text: 'Göreve Atandı', colorName: 'primary' },
      { text: 'Acil', colorName: 'danger' },
    ],
  },
  {
    missionId: 103,
    categoryName: 'Harç Yatırma',
    place: 'Ankara Sıhhiye Adliyesi',
    missionPrice: 750,
    status: [{ text: 'Görev Tamamlandı', colorName: 'success' }],
  },
];

const columns: DataTableColumn<Row>[] = [
  { id: 'category', header: 'Kategori', cell: (r) => r.categoryName },
  { id: 'place', header: 'Yer', cell: (r) => r.place },
  { id: 'price', header: 'Ücret', cell: (r) => <PriceTag amount={r.missionPrice} size="sm" /> },
  {
    id: 'status',
    header: 'Durum',
    cell: (r) => (
      <div className="flex flex-wrap gap-1">
        {r.status.map((s) => (
          <StatusBadge key={s.text} text={s.text} colorName={s.colorName} />
        ))}
      </div>
    ),
  },
];

const onDetail = fn();

const meta = {
  title: 'Temel/Table',
  component: DataTable<Row>,
  tags: ['autodocs'],
  args: {
    caption: 'Oluşturduğum görevler',
    columns,
    rows,
    rowKey: (r: Row) => r.missionId,
    actions: (r: Row) => (
      <Button size="sm" variant="secondary" onClick={() => onDetail(r.missionId)}>
        Detay
      </Button>
    ),
  },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Oluşturduğum görevler' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Oluşturduğum görevler' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [], emptyText: 'Oluşturduğunuz görev bulunmamaktadır.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oluşturduğunuz görev bulunmamaktadır.')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { error: 'Hata meydana geldi!', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hata meydana geldi!');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * Only the layout the viewport shows is exposed, so each row has exactly one 'Detay' button;
 * `rowProps` puts the same attributes on the desktop row and the phone card.
 */
export const RowActions: Story = {
  args: { rowProps: (r: Row) => ({ 'data-mission-id': r.missionId }) },
  play: async ({ canvas, canvasElement }) => {
    const marked = [...canvasElement.querySelectorAll('[data-mission-id="102"]')];
    await expect(marked.map((el) => el.tagName)).toEqual(['TR', 'LI']);
    await expect(canvasElement.querySelectorAll('tbody tr[data-mission-id]')).toHaveLength(3);
    onDetail.mockClear();
    const buttons = canvas.getAllByRole('button', { name: 'Detay' });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[1]!);
    await expect(onDetail).toHaveBeenCalledWith(102);
  },
};
