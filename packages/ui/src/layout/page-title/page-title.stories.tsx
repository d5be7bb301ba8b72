import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/button/button.tsx';
import { PageTitle } from './page-title.tsx';

const meta = {
  title: 'Yerleşim/PageTitle',
  component: PageTitle,
  tags: ['autodocs'],
  args: { title: 'Oluşturduğum Görevler' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Oluşturduğum Görevler');
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Uyuşmazlık Masası',
    description: 'Görevlerle ilgili anlaşmazlıklarınızı buradan iletebilirsiniz.',
    actions: <Button>Uyuşmazlık Oluştur</Button>,
  },
};
