import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineNotice } from './offline-notice.tsx';

const meta = {
  title: 'İçerik/Çevrimdışı Bandı',
  component: OfflineNotice,
  tags: ['autodocs'],
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Çevrimdışısınız\./);
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
};
