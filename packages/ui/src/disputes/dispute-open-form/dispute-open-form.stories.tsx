import { formMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { disputableTasks } from '../story-fixtures.ts';
import { DisputeOpenForm } from './dispute-open-form.tsx';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

const meta = {
  title: 'Uyuşmazlık/Uyuşmazlık Başvurusu',
  component: DisputeOpenForm,
  tags: ['autodocs'],
  args: { missions: disputableTasks, onSubmit: fn() },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <DisputeOpenForm {...args} />
    </div>
  ),
} satisfies Meta<typeof DisputeOpenForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Kapalı',
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Uyuşmazlık Başvurusu Yap' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByLabelText(/Görev/)).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText(/Görev/)).toBeVisible();
  },
};

export const OpeningWithImages: Story = {
  name: 'Resimli başvuru',
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/Görev/), disputableTasks[1]?.title as string);
    await userEvent.type(canvas.getByLabelText(/Uyuşmazlık Sebebi/), 'Görev yapılmadı.');
    const picker = canvas.getByLabelText(/Resimler/);
    await userEvent.upload(picker, [image('kanit-1.png'), image('kanit-2.png'), image('kanit-3.png')]);
    await userEvent.upload(picker, image('kanit-4.png'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(formMessages.tooManyImages);
    await userEvent.click(canvas.getByRole('button', { name: 'Başvuruyu Gönder' }));
    // The schema is fetched on the first touch of the form and awaited on submit.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      missionId: 1201,
      message: 'Görev yapılmadı.',
      images: [
        expect.objectContaining({ name: 'kanit-1.png' }),
        expect.objectContaining({ name: 'kanit-2.png' }),
        expect.objectContaining({ name: 'kanit-3.png' }),
      ],
    });
  },
};

export const Incomplete: Story = {
  name: 'Eksik bilgi',
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Başvuruyu Gönder' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/Görev/)).toHaveAccessibleDescription('Lütfen bir görev seçiniz.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Uyuşmazlık Sebebi/)).toHaveAccessibleDescription(
      expect.stringContaining('Lütfen uyuşmazlık sebebini giriniz.'),
    );
  },
};

export const NoTasks: Story = {
  name: 'Başvurulabilecek görev yok',
  args: { missions: [], defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Uyuşmazlık başvurusu yapılabilecek göreviniz yok/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Başvuruyu Gönder' })).not.toBeInTheDocument();
  },
};

export const Sending: Story = {
  name: 'Gönderiliyor',
  args: {
    defaultOpen: true,
    busy: true,
    errors: { mission_id: 'Bu görev için zaten bir uyuşmazlık kaydı var.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Lütfen Bekleyiniz/ })).toBeDisabled();
    await expect(canvas.getByLabelText(/Görev/)).toHaveAccessibleDescription(
      'Bu görev için zaten bir uyuşmazlık kaydı var.',
    );
  },
};
