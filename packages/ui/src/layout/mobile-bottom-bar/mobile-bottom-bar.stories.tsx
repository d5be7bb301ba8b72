import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';

const meta = {
  title: 'Yerleşim/MobileBottomBar',
  component: MobileBottomBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { pendingCount: 4, currentPath: '/arsiv' },
  decorators: [
    (Story) => (
      <div className="relative h-40">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Alt menü' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Bekleyenler/ })).toHaveTextContent('4 bekleyen görev');
    await expect(canvas.getByRole('link', { name: 'Arşiv' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Görev Ver' })).toHaveAttribute('href', '/gorev-ver');
    await expect(canvas.getByRole('link', { name: 'Davet Et' })).toHaveAttribute('href', '/davet-et-kazan');
    await expect(canvas.getByRole('link', { name: 'Ayarlar' })).toHaveAttribute('href', '/ayarlar');
  },
};

export const NoPending: Story = {
  args: { pendingCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bekleyenler' })).toBeInTheDocument();
  },
};
