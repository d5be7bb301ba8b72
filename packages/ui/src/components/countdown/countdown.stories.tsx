import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from './countdown.tsx';

const createdAt = '2026-11-21T10:00:00';
const at = (time: string) => new Date(`2026-11-21T${time}`);

const meta = {
  title: 'Temel/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { createdAt, now: at('10:03:15'), onExpire: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('11:45');
  },
};

export const Warning: Story = { args: { tone: 'warning', now: at('10:14:05') } };

/** The pending card's two boxes: red shows the minutes, orange the seconds of the same window. */
export const MinutesAndSecondsBoxes: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Countdown {...args} tone="danger" part="minutes" label="Dakika" />
      <Countdown {...args} tone="warning" part="seconds" label="Saniye" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [minutes, seconds] = canvas.getAllByRole('timer');
    await expect(minutes).toHaveTextContent(/^11$/);
    await expect(seconds).toHaveTextContent(/^45$/);
    // Screen readers still hear the whole time left.
    await expect(minutes).toHaveAccessibleName('Dakika: 11:45');
  },
};

export const FixedTimes: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Countdown {...args} now={at('10:00:00')} />
      <Countdown {...args} now={at('10:00:01')} />
      <Countdown {...args} now={at('10:14:59')} />
      <Countdown {...args} now={at('10:20:00')} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const timers = canvas.getAllByRole('timer');
    await expect(timers.map((t) => t.textContent)).toEqual(['15:00', '14:59', '00:01', '00:00']);
    await expect(timers[3]).toHaveAccessibleName('Süre doldu');
    // Reported from an effect, which may run after the first paint.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** A status box's countdown: 125 seconds reported five seconds ago. */
export const ServerSeconds: Story = {
  args: { windowSeconds: 125, now: at('10:00:05'), tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('02:00');
  },
};

/** A custom window may pass an hour; hours then show before the minutes. */
export const LongWindow: Story = {
  args: { windowSeconds: 2 * 3600, now: at('10:00:00'), tone: 'plain' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('02:00:00');
  },
};

/** Without `now` the timer runs on the real clock; it starts two seconds before the end. */
export const Ticking: Story = {
  tags: ['skip-visual'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: function Render(args) {
    const [createdAt] = React.useState(() => new Date(Date.now() - (15 * 60 - 2) * 1000));
    return <Countdown {...args} createdAt={createdAt} now={undefined} />;
  },
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer.textContent).toMatch(/^00:0[12]$/);
    await waitFor(() => expect(timer).toHaveTextContent('00:00'), { timeout: 4000 });
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};
