import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminPager } from './admin-pager.tsx';

const meta = {
  title: 'Yönetim/Sayfalama',
  component: AdminPager,
  args: { page: 2, lastPage: 5, total: 93, onPageChange: fn() },
} satisfies Meta<typeof AdminPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Middle: Story = {
  name: 'Ortadaki sayfa',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Sayfa 2 / 5 · 93 kayıt')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Önceki' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const OnlyPage: Story = {
  name: 'Tek sayfa',
  args: { page: 1, lastPage: 1, total: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  },
};
