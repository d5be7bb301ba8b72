import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { WebPopup } from './web-popup.tsx';

const banner = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="#2049b8"/><text x="160" y="90" font-size="24" text-anchor="middle" fill="#fff">Pro Kampanyası</text></svg>',
)}`;

const meta = {
  title: 'Görev/Ana Sayfa/Açılır Duyuru',
  component: WebPopup,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: {
    open: true,
    onOpenChange: fn(),
    popup: { status: true, url: banner, link: 'https://meslektas.example/kampanya', audience: 'all' },
  },
} satisfies Meta<typeof WebPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Linked: Story = {
  name: 'Bağlantılı',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Duyuru' });
    await expect(within(dialog).getByRole('link', { name: 'Duyuru görseli' })).toHaveAttribute(
      'href',
      'https://meslektas.example/kampanya',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ImageOnly: Story = {
  name: 'Yalnızca görsel',
  args: { popup: { status: true, url: banner, link: null, audience: 'all' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('img', { name: 'Duyuru görseli' })).toBeVisible();
  },
};

export const Disabled: Story = {
  name: 'Kapalı',
  args: { popup: { status: false, url: banner, link: null, audience: 'all' } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
