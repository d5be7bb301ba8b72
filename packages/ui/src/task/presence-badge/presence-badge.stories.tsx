import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PresenceBadge } from './presence-badge.tsx';

const meta = {
  title: 'Görev/Adliyede/Adliyede Rozeti',
  component: PresenceBadge,
  tags: ['autodocs'],
} satisfies Meta<typeof PresenceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Present: Story = {
  name: 'Adliyede',
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Adliyede');
    await expect(badge).toBeVisible();
    await expect(badge.closest('[data-slot="presence-badge"]')).toHaveAttribute(
      'title',
      'Avukat şu an görevin adliyesinde olduğunu bildirdi',
    );
  },
};
