import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Tooltip } from './tooltip.tsx';

const meta = {
  title: 'Temel/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Başvuranın biyografisi ve uzmanlıkları',
    children: (
      <Button size="icon" variant="ghost" aria-label="Avukat bilgileri">
        <Info aria-hidden />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="flex h-28 items-end justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const ShowsOnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Başvuranın biyografisi');
  },
};
