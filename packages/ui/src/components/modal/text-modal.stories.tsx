import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TextModal } from './text-modal.tsx';

const meta = {
  title: 'Temel/Metin Penceresi',
  component: TextModal,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Bilgi',
    text: 'Görev sahibi, başvurunuzu değerlendirdikten sonra size bildirim gönderilecektir.',
  },
} satisfies Meta<typeof TextModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Titled by its heading, and closed with Escape. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Bilgi' });
    await expect(dialog).toHaveTextContent(args.text ?? '');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
