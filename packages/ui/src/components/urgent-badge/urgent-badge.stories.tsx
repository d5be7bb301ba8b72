import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UrgentBadge } from './urgent-badge.tsx';

const meta = {
  title: 'Temel/UrgentBadge',
  component: UrgentBadge,
  tags: ['autodocs'],
} satisfies Meta<typeof UrgentBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's text 'Acil' on the solid red badge, its lightning hidden from screen readers. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Acil');
    await expect(badge).toHaveAttribute('data-slot', 'urgent-badge');
    await expect(badge).toHaveClass('bg-danger', 'text-white');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Another wording for the same mark (a screen's `labels.urgent`). */
export const OtherLabel: Story = {
  args: { label: 'Acil görev' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acil görev')).toBeVisible();
  },
};
