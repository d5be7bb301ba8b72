import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateLabel } from './date-label.tsx';

const now = new Date('2026-11-21T09:30:00');

const meta = {
  title: 'Temel/DateLabel',
  component: DateLabel,
  tags: ['autodocs'],
  args: { date: '2026-11-24', now },
} satisfies Meta<typeof DateLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24-11-2026')).toHaveAttribute('datetime', '2026-11-24');
  },
};

export const Today: Story = {
  args: { date: '2026-11-21' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bugün')).toHaveAttribute('datetime', '2026-11-21');
  },
};

export const TodayUppercase: Story = {
  args: { date: '2026-11-21 14:00:00', todayLabel: 'BUGÜN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BUGÜN')).toBeInTheDocument();
  },
};

export const CommentDate: Story = {
  args: { date: '2026-03-05', separator: '.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('05.03.2026')).toBeInTheDocument();
  },
};
