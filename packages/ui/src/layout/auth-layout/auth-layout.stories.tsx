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

/** The product's mark and name sit over the page's card. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('heading', { name: 'Giriş Yap' }));
    await expect(main.querySelector('[data-slot="brand-mark"]')).toHaveTextContent('Meslektaş');
  },
};

/** A footer under the card holds the ways out of the page. */
export const WithFooter: Story = {
  name: 'Alt bilgiyle',
  args: {
    footer: (
      <a href="mailto:destek@meslektas.com.tr" className="text-brand-700 underline">
        destek@meslektas.com.tr
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'destek@meslektas.com.tr' })).toBeVisible();
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
