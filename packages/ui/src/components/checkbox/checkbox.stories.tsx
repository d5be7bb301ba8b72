import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Label } from '../field/field.tsx';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Temel/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { onCheckedChange: fn(), id: 'agreement' },
  render: (args) => (
    <div className="flex items-start gap-3">
      <Checkbox {...args} />
      <Label htmlFor="agreement" className="font-normal">
        Kullanım koşullarını okudum ve onaylıyorum.
      </Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true } };

export const Ticks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText(/Kullanım koşullarını/));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
