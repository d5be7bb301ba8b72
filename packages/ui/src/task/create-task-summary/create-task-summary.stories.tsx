import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NOW, TODAY, TOMORROW } from '../story-fixtures.ts';
import { CreateTaskSummary, type CreateTaskSummaryData } from './create-task-summary.tsx';

/** A courthouse task for tomorrow at 10:30, as most summaries are. */
const hearing: CreateTaskSummaryData = {
  barName: 'İstanbul Barosu',
  place: 'Çağlayan Adliyesi',
  address: null,
  categoryName: 'Duruşmaya Katılım',
  price: 1250,
  planDate: TOMORROW,
  planTime: '10:30',
  description: 'İstanbul 14. Asliye Ticaret Mahkemesi 2025/418 E. dosyasında duruşmaya katılım.',
  fast: false,
};

const meta = {
  title: 'Görev/Görev Oluştur/Özet',
  component: CreateTaskSummary,
  tags: ['autodocs'],
  args: {
    now: NOW,
    onEdit: fn(),
    onCreate: fn(),
    summary: hearing,
  },
} satisfies Meta<typeof CreateTaskSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1.250 TL')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Düzenle' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Görevi Oluştur' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const UrgentOutOfCourthouse: Story = {
  name: 'Acil, adliye dışı',
  args: {
    summary: {
      barName: 'İstanbul Barosu',
      place: 'İstanbul Vergi Dairesi Başkanlığı',
      address: 'Maslak, Büyükdere Cd. No:2, 34398 Sarıyer/İstanbul',
      categoryName: 'Tebligat Takibi',
      price: 900,
      planDate: TODAY,
      planTime: null,
      description: 'Vergi dairesinden tebligat evrakının teslim alınması.',
      fast: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acil')).toBeVisible();
    await expect(canvas.getByText('Bugün')).toBeVisible();
    await expect(canvas.queryByText('Saat')).not.toBeInTheDocument();
  },
};

export const MarkupInDescription: Story = {
  name: 'Açıklamada HTML',
  args: {
    summary: { ...hearing, description: '<b>Duruşmaya</b> katılım<script>alert(1)</script> & harç < 500 TL' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Duruşmaya katılım & harç < 500 TL')).toBeVisible();
    await expect(canvas.queryByText(/<b>|script/)).not.toBeInTheDocument();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const create = canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' });
    await expect(create).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Düzenle' })).toBeDisabled();
    await userEvent.click(create, { pointerEventsCheck: 0 });
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
