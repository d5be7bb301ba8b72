import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DistanceBadge } from './distance-badge.tsx';

const meta = {
  title: 'Temel/DistanceBadge',
  component: DistanceBadge,
  tags: ['autodocs'],
  args: { km: 12 },
} satisfies Meta<typeof DistanceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/12 KM/)).toBeInTheDocument();
  },
};

export const RoundsDown: Story = {
  args: { km: 7.9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/7 KM/)).toBeInTheDocument();
  },
};

export const Unknown: Story = {
  args: { km: null, unknownLabel: 'Belirtilmemiş' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belirtilmemiş')).toBeInTheDocument();
  },
};

/** No coordinates and no fallback text: nothing at all, as in the pending task card. */
export const Hidden: Story = {
  args: { km: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="distance-badge"]')).toBeNull();
  },
};
