import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { avatarImage, avatarImageAlt } from '../../lib/story-images.ts';
import { ImageLinks } from './image-links.tsx';

const meta = {
  title: 'Temel/ImageLinks',
  component: ImageLinks,
  tags: ['autodocs'],
  args: { images: [avatarImage, avatarImageAlt], alt: (n) => `Ek ${n}` },
} satisfies Meta<typeof ImageLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two thumbnails, each opening its full-size image in a new tab. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByAltText('Ek 2')).toHaveClass('size-20', 'object-cover');
  },
};

/** A link named for what it does, larger thumbnails (the operator's view of a complaint). */
export const NamedLinks: Story = {
  args: { linkLabel: (n) => `Resim ${n}: büyük hâlini aç`, imageClassName: 'size-24 object-cover' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Resim 1: büyük hâlini aç' })).toBeVisible();
    await expect(canvas.getByAltText('Ek 1')).toHaveClass('size-24');
  },
};
