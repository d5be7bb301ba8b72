import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SwitchList } from './switch-list.tsx';

const meta = {
  title: 'Temel/Switch Listesi',
  component: SwitchList,
  tags: ['autodocs'],
  args: {
    items: [
      { name: 'email', label: 'E-posta ile bildir', checked: true },
      { name: 'sms', label: 'SMS ile bildir', checked: false },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SwitchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch', { name: 'E-posta ile bildir' })).toBeChecked();
    await userEvent.click(canvas.getByText('SMS ile bildir'));
    await expect(args.onChange).toHaveBeenCalledWith('sms', true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const name of ['E-posta ile bildir', 'SMS ile bildir'])
      await expect(canvas.getByRole('switch', { name })).toBeDisabled();
  },
};
