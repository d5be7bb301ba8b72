import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { avatarImage } from '../../lib/story-images.ts';
import { messages } from '../story-fixtures.ts';
import { DisputeMessages } from './dispute-messages.tsx';

const meta = {
  title: 'Uyuşmazlık/Uyuşmazlık Mesajları',
  component: DisputeMessages,
  tags: ['autodocs'],
  args: { messages },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <DisputeMessages {...args} />
    </div>
  ),
} satisfies Meta<typeof DisputeMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {
  name: 'Onay bekleyen ve onaylı mesajlar',
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').filter((li) => li.dataset.slot === 'dispute-message');
    await expect(items).toHaveLength(4);
    const [pending, desk, other] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(pending).getByText('Onay Bekliyor')).toBeInTheDocument();
    await expect(within(pending).getByText('az önce')).toBeInTheDocument();
    await expect(within(pending).getByRole('img', { name: 'Ek 1' })).toBeInTheDocument();
    // A sender without a name is the product; without a picture he shows initials.
    await expect(within(desk).getByText('Meslektaş')).toBeInTheDocument();
    await expect(within(desk).getByText('Onaylandı')).toBeInTheDocument();
    await expect(within(desk).getByText('M')).toBeInTheDocument();
    await expect(within(other).getByText('Av. Mehmet Çelik Karaosmanoğlu')).toBeInTheDocument();
    await expect(within(other).getByText('MK')).toBeInTheDocument();
  },
};

export const DeskAvatar: Story = {
  name: 'Ürün adına mesaj, ürün resmiyle',
  args: { messages: messages.slice(1, 2), deskAvatar: avatarImage },
  play: async ({ canvas }) => {
    const item = canvas.getByText('Meslektaş').closest('li') as HTMLElement;
    await expect(item.querySelector('img')).toHaveAttribute('src', avatarImage);
  },
};

export const Empty: Story = {
  name: 'Mesaj yok',
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz görüntülenebilecek bir mesaj yok.')).toBeInTheDocument();
  },
};
