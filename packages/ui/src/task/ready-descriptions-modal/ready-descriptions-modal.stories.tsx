import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CURRENT_USER_ID, shortDescriptions } from '../story-fixtures.ts';
import { ReadyDescriptionsModal } from './ready-descriptions-modal.tsx';

const meta = {
  title: 'Görev/Görev Oluştur/Hazır Açıklamalar',
  component: ReadyDescriptionsModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: {
    open: true,
    onOpenChange: fn(),
    onPick: fn(),
    descriptions: shortDescriptions,
    userId: CURRENT_USER_ID,
  },
} satisfies Meta<typeof ReadyDescriptionsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    // The user's own description sits in 'mine'; the system ones are one tab away.
    await expect(within(dialog).getByText('Dosyanın tamamının fotokopisinin alınması.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sistem Açıklamaları' }));
    const text = 'Bilirkişi raporunun UYAP dışı teslim alınması.';
    await userEvent.click(within(dialog).getByRole('button', { name: `Seç: ${text}` }));
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3, user_id: null }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Empty: Story = {
  args: { descriptions: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    await expect(within(dialog).getByText('Sistem açıklaması bulunmuyor.')).toBeVisible();
  },
};
