import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardDescription } from '../../components/card/card.tsx';
import { AuthLayout } from './auth-layout.tsx';

const meta = {
  title: 'Yerleşim/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Card className="w-full max-w-sm">
        <h1 className="text-2xl font-semibold text-brand-700">Giriş Yap</h1>
        <CardDescription>Meslektaş hesabınızla devam edin.</CardDescription>
      </Card>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: 'Giriş Yap' }),
    );
  },
};
