import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Temel/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Görev Ver', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Vazgeç' } };

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Clicks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Görev Ver' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
