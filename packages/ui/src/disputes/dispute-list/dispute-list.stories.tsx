import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { openDispute, readDispute, resolvedDispute } from '../story-fixtures.ts';
import { DisputeList } from './dispute-list.tsx';

const bannerTitle = 'Uyuşmazlık Masası';
const bannerText =
  'Bir görevle ilgili meslektaşınızla anlaşmazlık yaşıyorsanız buradan başvurabilirsiniz. Mesajlarınız ekibimiz tarafından incelenir ve iki tarafın görüşü alınarak sonuçlandırılır.';

const meta = {
  title: 'Uyuşmazlık/Uyuşmazlık Masası',
  component: DisputeList,
  tags: ['autodocs'],
  args: {
    bannerTitle,
    bannerText,
    disputes: [openDispute, readDispute, resolvedDispute],
    hrefFor: (id: number) => `/conflict/${id}`,
  },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <DisputeList {...args} />
    </div>
  ),
} satisfies Meta<typeof DisputeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDisputes: Story = {
  name: 'Kayıtlar',
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('note');
    await expect(within(banner).getByRole('heading', { name: bannerTitle })).toBeInTheDocument();
    await expect(within(banner).getByText(bannerText)).toBeInTheDocument();
    const links = canvas.getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/conflict/12',
      '/conflict/11',
      '/conflict/9',
    ]);
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { disputes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz bir uyuşmazlık kaydınız yok.')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { disputes: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Uyuşmazlık kayıtları yükleniyor' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Yüklenemedi',
  args: { disputes: undefined, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uyuşmazlık kayıtları yüklenemedi.')).toBeInTheDocument();
  },
};
