import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
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

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button {...args}>Görev Ver</Button>
      <Button {...args} variant="secondary">
        Vazgeç
      </Button>
      <Button {...args} variant="outline">
        Başvurular
      </Button>
      <Button {...args} variant="danger">
        Reddediyorum
      </Button>
      <Button {...args} variant="success">
        Onaylıyorum
      </Button>
      <Button {...args} variant="warning">
        Pro&apos;ya Geç
      </Button>
      <Button {...args} variant="ghost">
        Tümünü Gör
      </Button>
      <Button {...args} variant="link">
        Profile Git
      </Button>
      <Button {...args} size="icon" aria-label="Yeni görev">
        <Plus aria-hidden />
      </Button>
    </div>
  ),
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Vazgeç' } };

export const Block: Story = {
  args: { block: true, children: 'Başvuru Yap' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="/gorev-ver">Görev Ver</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Görev Ver' })).toHaveAttribute('data-slot', 'button');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
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
