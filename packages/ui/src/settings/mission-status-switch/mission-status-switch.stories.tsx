import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MissionStatusSwitch } from './mission-status-switch.tsx';

const meta = {
  title: 'Ayarlar/Görev Alma Durumu',
  component: MissionStatusSwitch,
  tags: ['autodocs'],
  args: { value: 1, onChange: fn() },
} satisfies Meta<typeof MissionStatusSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Açık',
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Görev Almak İstiyorum' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(expect.stringContaining('yeni görevler size iletilir'));
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(0);
  },
};

export const Closed: Story = {
  name: 'Kapalı',
  args: { value: 0 },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Görev Almak İstiyorum' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(expect.stringContaining('size görev iletilmez'));
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(1);
  },
};

export const Busy: Story = {
  name: 'Kaydediliyor',
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Görev Almak İstiyorum' })).toBeDisabled();
  },
};
