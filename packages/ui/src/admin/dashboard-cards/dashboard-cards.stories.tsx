import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { queues } from '../story-fixtures.ts';
import { DashboardCards } from './dashboard-cards.tsx';

const meta = {
  title: 'Yönetim/Pano Kartları',
  component: DashboardCards,
  args: { queues },
} satisfies Meta<typeof DashboardCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithWork: Story = {
  name: 'Bekleyen işler',
  args: {
    queues: [...queues, { key: 'complaints', title: 'Şikâyetler', count: 0, path: '/yonetim/sikayetler' }],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Onay bekleyen hesaplar/ });
    await expect(link).toHaveAttribute('href', '/yonetim/hesaplar');
    await expect(link).toHaveAccessibleName('Onay bekleyen hesaplar 12 kayıt bekliyor');
    await expect(canvas.getByRole('link', { name: /Şikâyetler/ })).toHaveAccessibleName(
      'Şikâyetler Bekleyen kayıt yok',
    );
  },
};

export const NoQueues: Story = {
  name: 'Kuyruk yok',
  args: { queues: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bekleyen iş yok.')).toBeInTheDocument();
  },
};
