import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ProUpsellModal } from './pro-upsell-modal.tsx';

const meta = {
  title: 'Görev/Görev Oluştur/Pro Teklifi',
  component: ProUpsellModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ProUpsellModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pro Üyelik Gerekli' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ServerText: Story = {
  name: 'Sunucu metniyle',
  args: { text: 'Pro üyelikle acil görev açabilir, görevlerinizi öne çıkarabilirsiniz.' },
};
