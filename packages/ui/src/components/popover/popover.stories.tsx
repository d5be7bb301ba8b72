import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

const meta = {
  title: 'Temel/Popover',
  component: Popover,
  tags: ['autodocs'],
  render: (args) => (
    <div className="h-48">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="secondary">Adresi Göster</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Görev adresi">
          <p className="font-medium">Kadıköy Adliyesi</p>
          <p className="text-muted">Hasanpaşa, Kurbağalıdere Sk. No: 1, 34722 Kadıköy/İstanbul</p>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OpensAndClosesWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Adresi Göster' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Görev adresi' })).toHaveTextContent(
      'Kurbağalıdere',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
