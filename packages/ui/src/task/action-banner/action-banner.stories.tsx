import type { Meta, StoryObj } from '@storybook/react-vite';
import { Scale } from 'lucide-react';
import { expect } from 'storybook/test';
import { expectTextKeepsWidth, onPhone } from '../../lib/story-fixtures.tsx';
import { ActionBanner, type ActionBannerProps } from './action-banner.tsx';

type Story = StoryObj<typeof meta>;

/** An invitation the home page could carry: to the courthouse choice. */
const invitation: ActionBannerProps = {
  tone: 'brand',
  icon: Scale,
  iconClassName: 'text-brand-700',
  title: 'Adliyeniz kayıtlı mı?',
  text: 'Görev aldığınız adliyeleri seçin, size uygun görevler bildirim olarak gelsin.',
  href: '/hesap-ayarlari?sekme=adliyeler',
  action: 'Adliyeleri Seç',
};

const meta = {
  title: 'Görev/Ana Sayfa/Davet Bandı',
  component: ActionBanner,
  args: invitation,
  tags: ['autodocs'],
} satisfies Meta<typeof ActionBanner>;

export default meta;

/** A heading for the page outline, the sentence, and one link styled as the button. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Adliyeniz kayıtlı mı?');
    await expect(canvas.getByRole('link', { name: 'Adliyeleri Seç' })).toHaveAttribute('href', args.href);
  },
};

/** What stands between the text and the button (a countdown) keeps its place. */
export const WithExtra: Story = {
  name: 'Ek içerikli',
  args: {
    tone: 'warning',
    actionVariant: 'warning',
    children: <span data-slot="extra">Son 2 gün</span>,
  },
  play: async ({ canvasElement }) => {
    const extra = canvasElement.querySelector('[data-slot="extra"]')!;
    await expect(extra.nextElementSibling).toHaveAttribute('href', '/hesap-ayarlari?sekme=adliyeler');
  },
};

export const Phone: Story = {
  name: 'Telefon',
  ...onPhone,
  play: ({ canvasElement }) => expectTextKeepsWidth(canvasElement, 'action-banner'),
};
