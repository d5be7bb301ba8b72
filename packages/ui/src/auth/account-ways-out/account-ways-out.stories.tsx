import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountWaysOut } from './account-ways-out.tsx';

const meta = {
  title: 'Hesap/Hesap Durumu Çıkışları',
  component: AccountWaysOut,
  tags: ['autodocs'],
  args: { onLogout: fn() },
} satisfies Meta<typeof AccountWaysOut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Support's address as a mail link, and a sign-out button. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'destek@meslektas.com.tr' })).toHaveAttribute(
      'href',
      'mailto:destek@meslektas.com.tr',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Çıkış Yap' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** While the session is being closed the button waits and cannot be pressed twice. */
export const LoggingOut: Story = {
  name: 'Çıkış yapılıyor',
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Çıkış yapılıyor...' })).toBeDisabled();
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
