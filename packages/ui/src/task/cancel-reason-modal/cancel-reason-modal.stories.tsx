import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CancelReasonModal } from './cancel-reason-modal.tsx';

const meta = {
  title: 'Görev/Listeler/İptal Sebebi',
  component: CancelReasonModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, onOpenChange: fn(), cancelText: 'Müvekkil duruşmanın ertelendiğini bildirdi.' },
} satisfies Meta<typeof CancelReasonModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Görev İptal Sebebi' });
    await expect(within(dialog).getByText('Müvekkil duruşmanın ertelendiğini bildirdi.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Fallback: Story = {
  name: 'Sebep belirtilmemiş',
  args: { cancelText: '  ' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Görev İptal Sebebi' });
    await expect(within(dialog).getByText('Görev İptal Sebebi Belirtilmemiş')).toBeVisible();
  },
};
