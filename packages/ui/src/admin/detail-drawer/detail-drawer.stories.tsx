import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button/button.tsx';
import { DetailDrawer } from './detail-drawer.tsx';

const meta = {
  title: 'Yönetim/Ayrıntı Çekmecesi',
  component: DetailDrawer,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu',
    description: 'İstanbul Barosu · Sicil 51234',
    children: <p>Kayıt tarihi: 22.11.2026 11:15</p>,
    footer: <Button>Onayla</Button>,
  },
} satisfies Meta<typeof DetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Closes: Story = {
  name: 'Kapatma',
  play: async ({ args }) => {
    const drawer = within(
      await screen.findByRole('dialog', { name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu' }),
    );
    await expect(drawer.getByText('İstanbul Barosu · Sicil 51234')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Kapat' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
