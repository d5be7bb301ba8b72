import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { avatarImage, avatarImageAlt, verificationImage } from '../../lib/story-images.ts';
import { Avatar } from './avatar.tsx';

const meta = {
  title: 'Temel/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Av. Ayşe Nur Yılmaz', src: avatarImage, verificationImage, size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Av. Ayşe Nur Yılmaz' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Doğrulanmış hesap' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" src={avatarImageAlt} />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};

export const WithoutVerification: Story = { args: { verificationImage: null } };

/** No photo: Turkish initials, so 'İlker Işık' reads 'İI', not 'II'. */
export const Initials: Story = {
  args: { name: 'Av. İlker Işık', src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Av. İlker Işık' })).toHaveTextContent('İI');
  },
};

export const Online: Story = { args: { online: true } };
export const Offline: Story = { args: { online: false } };
