import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ScreenError } from './screen-error.tsx';

const meta = {
  title: 'Temel/ScreenError',
  component: ScreenError,
  tags: ['autodocs'],
  args: { onAction: fn() },
} satisfies Meta<typeof ScreenError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen whose code threw: 'Tekrar Dene' mounts it again. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bu sayfa açılamadı');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** A screen whose code could not be fetched (a deploy replaced it, or the network dropped). */
export const LoadFailed: Story = {
  args: { reason: 'load' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bu sayfa yüklenemedi');
    await userEvent.click(canvas.getByRole('button', { name: 'Sayfayı Yenile' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};
