import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';

const meta = {
  title: 'Görev/Takvime Ekle',
  component: AddToCalendarButton,
  tags: ['autodocs'],
  args: { onAdd: fn() },
} satisfies Meta<typeof AddToCalendarButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Takvime ekle' });
    await expect(button).toHaveAttribute('title', expect.stringContaining('.ics'));
    await userEvent.click(button);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  name: 'Hazırlanıyor',
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Hazırlanıyor...' })).toBeDisabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  name: 'Telefonda',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Takvime ekle' })).toBeVisible();
  },
};
