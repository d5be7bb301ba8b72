import { outcomeChoicesFor, reportMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReportForm } from './report-form.tsx';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const meta = {
  title: 'Görev/Rapor/Rapor Formu',
  component: ReportForm,
  tags: ['autodocs'],
  args: { choices: outcomeChoicesFor(1), onSubmit: fn(), onCancel: fn() },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <ReportForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Doldurulmuş rapor',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Duruşmaya katılındı'));
    await userEvent.click(canvas.getByLabelText('Ertelendi'));
    await userEvent.type(canvas.getByLabelText(/Açıklama/), 'Tanık dinlenecek.');
    await userEvent.type(canvas.getByLabelText(/Sonraki duruşma/), '2026-04-02T10:30');
    await userEvent.upload(canvas.getByLabelText(/Fotoğraflar ve belgeler/), image('zapt.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Raporu Gönder' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      outcomes: ['attended', 'postponed'],
      note: 'Tanık dinlenecek.',
      nextHearingAt: '2026-04-02T10:30',
      images: [expect.objectContaining({ name: 'zapt.png' })],
    });
  },
};

export const NoOutcome: Story = {
  name: 'Sonuç seçilmedi',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raporu Gönder' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(reportMessages.noOutcome);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Vazgeç' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  name: 'Sunucu hataları',
  args: {
    choices: outcomeChoicesFor(3),
    errors: { next_hearing_at: reportMessages.pastHearing, note: reportMessages.noteTooLong },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Sonraki duruşma/)).toHaveAccessibleDescription(
      expect.stringContaining(reportMessages.pastHearing),
    );
    await expect(canvas.getByLabelText('Evrak teslim edildi')).toBeInTheDocument();
  },
};

export const Sending: Story = {
  name: 'Gönderiliyor',
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Lütfen Bekleyiniz/ })).toBeDisabled();
  },
};

export const WithDocument: Story = {
  name: 'PDF belge ekli',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const files = canvas.getByLabelText(/Fotoğraflar ve belgeler/);
    await expect(files).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await expect(canvas.getByText(/PDF belge veya fotoğraf/)).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Duruşmaya katılındı'));
    await userEvent.upload(files, [pdf('durusma-tutanagi.pdf'), image('makbuz.png')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Raporu Gönder' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        images: [
          expect.objectContaining({ name: 'durusma-tutanagi.pdf' }),
          expect.objectContaining({ name: 'makbuz.png' }),
        ],
      }),
    );
  },
};
