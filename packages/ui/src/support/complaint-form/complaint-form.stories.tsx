import { formMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sendingForm } from '../../lib/story-fixtures.tsx';
import { ComplaintForm } from './complaint-form.tsx';

const info =
  'Görüşleriniz bizim için değerli. Öneri, istek, hata bildirimi ve şikâyetlerinizi bu formdan iletebilirsiniz; en geç iki iş günü içinde dönüş yapılır.';

const image = (name: string, type = 'image/png') => new File(['x'], name, { type });

const meta = {
  title: 'Destek/Öneri Formu',
  component: ComplaintForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), info },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <ComplaintForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ComplaintForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestion: Story = {
  name: 'Öneri gönderme',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(info)).toBeInTheDocument();
    const topic = canvas.getByLabelText(/Konu/);
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Konu seçiniz',
      'Öneri / İstek',
      'Hata Bildirimi',
      'Diğer Konular',
    ]);
    await userEvent.selectOptions(topic, 'Öneri / İstek');
    // Images belong to bug reports only.
    await expect(canvas.queryByLabelText(/Resimler/)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Başlık/), 'Takvim görünümü');
    await userEvent.type(canvas.getByLabelText(/Açıklama/), 'Görevleri takvimde görmek isterim.');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      category: 'oneri-istek',
      title: 'Takvim görünümü',
      body: 'Görevleri takvimde görmek isterim.',
      images: [],
    });
  },
};

export const BugReportWithImages: Story = {
  name: 'Hata bildirimi ve resimler',
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/Konu/), 'Hata Bildirimi');
    const picker = canvas.getByLabelText(/Resimler/);
    await userEvent.upload(picker, [image('ekran-1.png'), image('ekran-2.png'), image('ekran-3.png')]);
    // A fourth image is refused with the spec's message; the three stay.
    await userEvent.upload(picker, image('ekran-4.png'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(formMessages.tooManyImages);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(canvas.getByLabelText(/Başlık/), 'Harita açılmıyor');
    await userEvent.type(canvas.getByLabelText(/Açıklama/), 'Görev ekranında harita boş.');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        category: 'hata-bildirimi',
        images: [
          expect.objectContaining({ name: 'ekran-1.png' }),
          expect.objectContaining({ name: 'ekran-2.png' }),
          expect.objectContaining({ name: 'ekran-3.png' }),
        ],
      }),
    );
  },
};

export const ImagesDroppedWithAnotherTopic: Story = {
  name: 'Konu değişince resimler bırakılır',
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/Konu/), 'Hata Bildirimi');
    await userEvent.upload(canvas.getByLabelText(/Resimler/), image('ekran.png'));
    await userEvent.selectOptions(canvas.getByLabelText(/Konu/), 'Diğer Konular');
    await userEvent.selectOptions(canvas.getByLabelText(/Konu/), 'Hata Bildirimi');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.type(canvas.getByLabelText(/Başlık/), 'Başlık');
    await userEvent.type(canvas.getByLabelText(/Açıklama/), 'Açıklama');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ images: [] }));
  },
};

export const Sending: Story = { name: 'Gönderiliyor', ...sendingForm };

export const ServerErrors: Story = {
  name: 'Sunucu hataları',
  args: {
    errors: {
      category: 'Lütfen konu seçiniz.',
      title: 'Lütfen başlık giriniz.',
      body: 'Lütfen açıklama giriniz.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Başlık/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Başlık/)).toHaveAccessibleDescription('Lütfen başlık giriniz.');
    await expect(canvas.getByLabelText(/Açıklama/)).toHaveAccessibleDescription('Lütfen açıklama giriniz.');
    await expect(canvas.getByLabelText(/Konu/)).toHaveAccessibleDescription('Lütfen konu seçiniz.');
  },
};

export const Mobile: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Konu/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Başlık/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Açıklama/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Gönder' })).toHaveFocus();
  },
};
