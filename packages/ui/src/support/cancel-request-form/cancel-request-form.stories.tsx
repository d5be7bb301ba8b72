import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sendingForm } from '../../lib/story-fixtures.tsx';
import { CancelRequestForm } from './cancel-request-form.tsx';

const missions = [
  { id: 1207, title: 'Duruşmaya Katılım · Çağlayan Adliyesi · 18.03.2026 10:30' },
  { id: 1311, title: 'Dosya İnceleme · Bakırköy Adliyesi · 20.03.2026' },
];
const types = [
  { value: 'karsi_taraf_ulasilamiyor', text: 'Karşı tarafa ulaşılamıyor' },
  { value: 'islem_ertelendi', text: 'Duruşma veya işlem ertelendi' },
  { value: 'diger', text: 'Diğer' },
];

const meta = {
  title: 'Destek/İptal Talebi Formu',
  component: CancelRequestForm,
  tags: ['autodocs'],
  args: { missions, types, remaining: 3, onSubmit: fn() },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <CancelRequestForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CancelRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Talep oluşturma',
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bu ay kalan iptal talebi hakkınız: 3');
    // The task is assigned: the request goes to the colleague on it, not to applicants.
    const info = canvasElement.querySelector('[data-slot="cancel-request-form-info"]');
    await expect(info).toHaveTextContent('görevdeki meslektaşınızın onayıyla');
    await expect(info).not.toHaveTextContent(/Başvuran meslektaşlarınıza/);
    await userEvent.selectOptions(canvas.getByLabelText(/Görev/), missions[0]?.title ?? '');
    await userEvent.selectOptions(canvas.getByLabelText(/Sorun tipi/), 'Duruşma veya işlem ertelendi');
    await userEvent.type(canvas.getByLabelText(/Açıklama/), 'Mahkeme duruşmayı erteledi.');
    await userEvent.click(canvas.getByRole('button', { name: 'İptal Talebi Oluştur' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mission_id: 1207,
      cancel_text: 'islem_ertelendi',
      description: 'Mahkeme duruşmayı erteledi.',
    });
  },
};

export const AllowanceSpent: Story = {
  name: 'Hak kalmadı',
  args: { remaining: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bu ay için iptal talebi hakkınız kalmadı.');
    const button = canvas.getByRole('button', { name: 'İptal Talebi Oluştur' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoTasks: Story = {
  name: 'Atanmış görev yok',
  args: { missions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Görev/)).toHaveAccessibleDescription(
      'İptal talebinde bulunabileceğiniz atanmış bir göreviniz yok.',
    );
    await expect(canvas.queryAllByRole('option', { name: /·/ })).toHaveLength(0);
  },
};

export const Sending: Story = { name: 'Gönderiliyor', ...sendingForm };

export const ServerErrors: Story = {
  name: 'Sunucu hataları',
  args: { errors: { mission_id: 'Lütfen bir görev seçiniz.', cancel_text: 'Lütfen sorun tipini seçiniz.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Görev/)).toHaveAccessibleDescription('Lütfen bir görev seçiniz.');
    await expect(canvas.getByLabelText(/Sorun tipi/)).toHaveAttribute('aria-invalid', 'true');
  },
};
