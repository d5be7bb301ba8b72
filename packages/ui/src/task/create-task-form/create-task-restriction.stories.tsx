import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreateTaskRestriction } from './create-task-restriction.tsx';

const text =
  'Tamamlanmamış veya değerlendirilmemiş görevleriniz nedeniyle hesabınıza kısıtlama uygulanmıştır. Kısıtlamayı kaldırmak için bekleyen görevlerinizi tamamlayınız.';

const meta = {
  title: 'Görev/Görev Oluştur/Kısıtlama',
  component: CreateTaskRestriction,
  tags: ['autodocs'],
  args: { text, href: '/tamamlanan-gorevler' },
} satisfies Meta<typeof CreateTaskRestriction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Görev Oluşturma Kısıtlandı')).toBeVisible();
    await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Görevlerimi Görüntüle' })).toHaveAttribute(
      'href',
      '/tamamlanan-gorevler',
    );
  },
};

export const WithoutLink: Story = {
  name: 'Bağlantısız',
  args: { href: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
