import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreateTaskWaiting } from './create-task-waiting.tsx';

const meta = {
  title: 'Görev/Görev Oluştur/Bekleme Ekranı',
  component: CreateTaskWaiting,
  tags: ['autodocs'],
} satisfies Meta<typeof CreateTaskWaiting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // One status with the visible text: the spinner itself stays silent.
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Göreviniz meslektaşlarınıza iletiliyor…');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };
