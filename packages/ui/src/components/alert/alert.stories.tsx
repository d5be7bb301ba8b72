import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, Lightbulb, TriangleAlert } from 'lucide-react';
import { expect } from 'storybook/test';
import { Alert } from './alert.tsx';

const meta = {
  title: 'Temel/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    children: 'Görev saatinden en az 2 saat önce oluşturulan görevlere daha çok başvuru gelir.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/daha çok başvuru gelir/)).toHaveAttribute('data-tone', 'info');
  },
};

/** The four tones, each with the role its text calls for. */
export const Tones: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      <Alert tone="info" role="note" icon={<Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0" />}>
        Adliyeye gitmeden önce kalem çalışma saatlerini kontrol edin.
      </Alert>
      <Alert
        tone="success"
        role="status"
        icon={<CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />}
      >
        Görev tamamlandı.
      </Alert>
      <Alert tone="warning" role="note" bordered ink>
        Kayıt olduktan sonra baro sicil bilgileriniz kontrol edilir; onaylanana kadar görev alamazsınız.
      </Alert>
      <Alert
        tone="danger"
        role="alert"
        icon={<TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />}
      >
        Hesabınız silinemedi: devam eden göreviniz var.
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveClass('text-success');
    await expect(canvas.getByRole('alert')).toHaveClass('bg-danger-50');
    const [tip, notice] = canvas.getAllByRole('note');
    await expect(tip).toHaveClass('flex');
    await expect(notice).toHaveClass('border-amber-200', 'text-ink');
  },
};

/** Longer text reads in ink, in a box with a border; line breaks of the server's text are kept by the caller. */
export const InkWithBorder: Story = {
  args: {
    tone: 'warning',
    ink: true,
    bordered: true,
    role: 'note',
    className: 'whitespace-pre-line',
    children: 'Görev oluşturma hakkınız kısıtlanmıştır.\nAyrıntılar için destek ekibine yazabilirsiniz.',
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveClass('text-ink', 'border', 'border-amber-200');
    await expect(note).not.toHaveClass('text-warning');
  },
};

/** With `asChild` the box is the caller's element: here a section named by its heading. */
export const AsSection: Story = {
  render: () => (
    <Alert tone="info" ink asChild>
      <section aria-labelledby="alert-story-heading">
        <h2 id="alert-story-heading" className="font-semibold text-info">
          Görev Verirken
        </h2>
        <ul className="mt-1 list-disc pl-5">
          <li>Adliyeyi ve saati doğru seçin.</li>
          <li>Açıklamaya dosya numarasını yazın.</li>
        </ul>
      </section>
    </Alert>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Görev Verirken' });
    await expect(section).toHaveAttribute('data-slot', 'alert');
    await expect(section).toHaveClass('bg-info-50');
  },
};
