import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from './price-tag.tsx';

const meta = {
  title: 'Temel/PriceTag',
  component: PriceTag,
  tags: ['autodocs'],
  args: { amount: 1250 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.250 TL')).toBeInTheDocument();
  },
};

export const Wallet: Story = {
  args: { amount: '2345.5', size: 'lg', tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2.345,50 TL')).toBeInTheDocument();
  },
};

export const Discounted: Story = {
  args: { amount: 4500, previousAmount: 6000, size: 'lg', tone: 'brand' },
};
