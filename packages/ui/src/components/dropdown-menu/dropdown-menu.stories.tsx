import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

const onLogout = fn();

const meta = {
  title: 'Temel/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: { modal: false },
  render: (args) => (
    <div className="flex h-60 justify-end">
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary">Hesabım</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Av. Ayşe Nur Yılmaz</DropdownMenuLabel>
          <DropdownMenuItem>
            <User aria-hidden /> Profilim
          </DropdownMenuItem>
          <DropdownMenuItem>
            <Settings aria-hidden /> Hesap Ayarları
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={onLogout}>
            <LogOut aria-hidden /> Çıkış Yap
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const SelectsWithKeyboard: Story = {
  play: async ({ canvas }) => {
    onLogout.mockClear();
    canvas.getByRole('button', { name: 'Hesabım' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await userEvent.keyboard('{End}{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
