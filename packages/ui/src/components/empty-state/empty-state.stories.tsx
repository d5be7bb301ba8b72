import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Temel/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kayıt bulunamadı.')).toBeInTheDocument();
  },
};

export const NoApplicants: Story = { args: { title: 'Başvuru Yok.' } };

export const WithAction: Story = {
  args: {
    title: 'Bekleyen göreviniz bulunmamaktadır.',
    description: 'Yeni görevler oluşturulduğunda burada listelenir.',
    action: <Button>Görev Ver</Button>,
  },
};

export const LoadError: Story = {
  args: {
    tone: 'error',
    title: 'Hata meydana geldi!',
    description: 'Liste yüklenemedi. Lütfen tekrar deneyin.',
    action: <Button variant="secondary">Tekrar Dene</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hata meydana geldi!');
  },
};
