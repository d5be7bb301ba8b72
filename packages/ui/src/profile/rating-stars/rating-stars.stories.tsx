import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingStars } from './rating-stars.tsx';

const meta = {
  title: 'Profil/Puan Yıldızları',
  component: RatingStars,
  tags: ['autodocs'],
  args: { value: 4.5 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 üzerinden 4,5 puan' })).toBeVisible();
    await expect(canvas.getByText('4,5')).toBeVisible();
  },
};

export const Unrated: Story = {
  name: 'Puanlanmamış',
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 üzerinden 0 puan' })).toBeVisible();
  },
};

export const WithoutNumber: Story = {
  name: 'Sayısız (yorum satırı)',
  args: { value: 3, showValue: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('3')).toBeNull();
    await expect(canvas.getByRole('img', { name: '5 üzerinden 3 puan' })).toBeVisible();
  },
};
