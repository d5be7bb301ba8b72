import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DisputeMessageForm } from './dispute-message-form.tsx';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

const meta = {
  title: 'Uyuşmazlık/Uyuşmazlık Mesaj Formu',
  component: DisputeMessageForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), defaultExpanded: true },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <DisputeMessageForm {...args} />
    </div>
  ),
} satisfies Meta<typeof DisputeMessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendWithImage: Story = {
  name: 'Resimli mesaj',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Mesajınız/), 'Duruşma zaptını ekliyorum.');
    await userEvent.upload(canvas.getByLabelText(/Resimler/), image('zapt.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    // The schema is fetched on the first touch of the form and awaited on submit.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      message: 'Duruşma zaptını ekliyorum.',
      images: [expect.objectContaining({ name: 'zapt.png' })],
    });
  },
};

export const EmptyMessage: Story = {
  name: 'Boş mesaj',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/Mesajınız/)).toHaveAccessibleDescription(
        expect.stringContaining('Lütfen mesajınızı giriniz.'),
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FoldedOnPhone: Story = {
  name: 'Telefonda katlanmış',
  args: { defaultExpanded: false },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mesaj Yaz' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveAttribute('data-state', 'open');
  },
};

export const Sending: Story = {
  name: 'Gönderiliyor',
  args: { busy: true, errors: { images: 'En fazla 3 resim seçebilirsiniz!' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Lütfen Bekleyiniz/ })).toBeDisabled();
    await expect(canvas.getByText('En fazla 3 resim seçebilirsiniz!')).toBeInTheDocument();
  },
};
