import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RatingForm, RatingModal } from './rating-form.tsx';

const meta = {
  title: 'Görev/Listeler/Puanlama',
  component: RatingForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Bounds: Story = {
  name: 'Yalnızca 1–5, puansız gönderilmez',
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText('Puan');
    const options = within(select).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Puan Veriniz!', '1', '2', '3', '4', '5']);
    // The placeholder cannot be picked back once a rating is chosen.
    await expect(options[0]).toBeDisabled();
    const send = canvas.getByRole('button', { name: 'Gönder' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Yorum'), 'Teşekkürler.');
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, '5');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, comment: 'Teşekkürler.' });
  },
};

export const Cancel: Story = {
  name: 'Vazgeç',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vazgeç' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
  },
};

export const InModal: Story = {
  name: 'Pencere içinde',
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  render: (args) => <RatingModal open onOpenChange={fn()} onSubmit={args.onSubmit} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Meslektaşınızı Puanlayın' });
    await expect(within(dialog).getByRole('button', { name: 'Gönder' })).toBeDisabled();
  },
};
