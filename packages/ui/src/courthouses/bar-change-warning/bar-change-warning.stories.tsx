import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BarChangeWarning } from './bar-change-warning.tsx';

const meta = {
  title: 'Adliyeler/Baro Değişikliği Uyarısı',
  component: BarChangeWarning,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: { open: true, onOpenChange: fn(), onPay: fn() },
} satisfies Meta<typeof BarChangeWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's dialog: 'Uyarı', the no-right text and a pay button. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Uyarı' });
    await expect(dialog).toHaveAccessibleDescription(
      'Güncelleme Yapma Hakkınız Yoktur. Lütfen Ödeme Yapınız',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ödeme Yap' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Dismissed: Story = {
  name: 'Kapat',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Uyarı' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

export const Closed: Story = {
  name: 'Kapalı',
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Uyarı' });
    await expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeVisible();
  },
};
