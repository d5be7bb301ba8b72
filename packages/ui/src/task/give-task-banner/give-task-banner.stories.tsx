import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GiveTaskBanner } from './give-task-banner.tsx';
import { expectTextKeepsWidth, onPhone } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Görev/Ana Sayfa/Görev Ver Bandı',
  component: GiveTaskBanner,
  tags: ['autodocs'],
} satisfies Meta<typeof GiveTaskBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Görev Ver' })).toHaveAttribute('href', '/gorev-ver');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  ...onPhone,
  play: ({ canvasElement }) => expectTextKeepsWidth(canvasElement, 'give-task-banner'),
};
