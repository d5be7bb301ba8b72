import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CourthouseChoicePrompt } from './courthouse-choice-prompt.tsx';

const meta = {
  title: 'Adliyeler/Adliye Seçimi Çağrısı',
  component: CourthouseChoicePrompt,
  tags: ['autodocs'],
  args: { href: '/hesap-ayarlari?sekme=adliyeler' },
} satisfies Meta<typeof CourthouseChoicePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says why no task arrives and links to the courthouse choice. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Görev aldığınız adliyeleri seçiniz' });
    await expect(region).toHaveTextContent('Henüz bir adliye seçmediniz.');
    await expect(canvas.getByRole('link', { name: 'Adliyelerimi Seç' })).toHaveAttribute(
      'href',
      '/hesap-ayarlari?sekme=adliyeler',
    );
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
