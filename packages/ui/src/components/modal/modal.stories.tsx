import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
} from './modal.tsx';

const meta = {
  title: 'Temel/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Modal {...args}>
      <ModalTrigger asChild>
        <Button>Görev Detayı</Button>
      </ModalTrigger>
      <ModalContent>
        <ModalHeader>
          <ModalTitle>Görev Detayı</ModalTitle>
          <ModalDescription>Çağlayan Adliyesi · 21-11-2026 · 10:30</ModalDescription>
        </ModalHeader>
        <ModalBody>
          <p>Kategori: Dosya İnceleme</p>
          <p>Ücret: 1.250 TL</p>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="secondary">Kapat</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opened from the start, so the screenshot baseline shows the dialog itself. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Görev Detayı' });
    await expect(dialog).toHaveAccessibleDescription('Çağlayan Adliyesi · 21-11-2026 · 10:30');
  },
};

export const OpenAndCloseWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Görev Detayı' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Görev Detayı' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog, so keyboard users land on its controls.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtons: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Görev Detayı' }));
    const dialog = await screen.findByRole('dialog');
    // Two ways out: the footer button and the corner button both named 'Kapat'.
    const closers = await screen.findAllByRole('button', { name: 'Kapat' });
    await expect(closers).toHaveLength(2);
    await userEvent.click(closers[0]!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
