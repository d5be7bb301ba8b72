import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { missionRow, missionRows } from '../story-fixtures.ts';
import { MissionDetailModal } from './mission-detail-modal.tsx';

const meta = {
  title: 'Görev/Listeler/Görev Detayı Penceresi',
  component: MissionDetailModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, onOpenChange: fn(), mission: missionRow },
} satisfies Meta<typeof MissionDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Görev Özeti' });
    await expect(within(dialog).getByText('16-03-2026')).toBeVisible();
    await expect(within(dialog).getByText('10:30')).toBeVisible();
    await expect(within(dialog).getByText('1.250 TL')).toBeVisible();
  },
};

export const UrgentWithoutTime: Story = {
  name: 'Acil, saatsiz, adresli',
  args: { mission: missionRows[1] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Acil')).toBeVisible();
    await expect(within(dialog).queryByText('Saat')).not.toBeInTheDocument();
    await expect(within(dialog).getByText(/Büyükdere Cd/)).toBeVisible();
  },
};
