import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InfoModal } from './info-modal.tsx';

const meta = {
  title: 'Temel/InfoModal',
  component: InfoModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: {
    open: true,
    onOpenChange: fn(),
    text: 'Çağlayan Adliyesi için kayıtlı meslektaşınız bulunmamaktadır.',
  },
} satisfies Meta<typeof InfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An outcome without a title or an action: titled 'Bilgi', closed with 'Kapat'. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Bilgi' });
    await expect(dialog).toHaveAccessibleDescription(
      'Çağlayan Adliyesi için kayıtlı meslektaşınız bulunmamaktadır.',
    );
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithTitleAndAction: Story = {
  name: 'Başlık ve eylem',
  args: {
    title: 'Adliye Seçimi',
    text: 'Görev oluşturabilmek için önce çalıştığınız adliyeleri seçmelisiniz.\nSeçiminizi profilinizden değiştirebilirsiniz.',
    action: { label: 'Adliyelerimi Seç', onClick: fn() },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Adliye Seçimi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adliyelerimi Seç' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    // The action closes the modal too, so the next screen is not covered.
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongText: Story = {
  name: 'Uzun metin',
  args: {
    text: 'Av. Mehmet Ali Karaosmanoğlu-Yıldırımbeyazıt adına kayıtlı Bakırköy Adliyesi, Kartal Anadolu Adliyesi ve Çağlayan Adliyesi için şu an çevrim içi meslektaşınız bulunmamaktadır. Lütfen birkaç dakika sonra tekrar deneyiniz.',
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
  args: WithTitleAndAction.args,
  globals: { viewport: { value: 'phone' } },
};

export const Desktop: Story = {
  name: 'Masaüstü',
  args: WithTitleAndAction.args,
  globals: { viewport: { value: 'desktop' } },
};

/** An application refused for the free tier's daily limit: the server's reason, then Pro. */
export const DailyLimit: Story = {
  name: 'Günlük başvuru sınırı',
  args: {
    title: 'Günlük Başvuru Sınırı',
    text: 'Ücretsiz üyelikte günde en fazla 3 göreve başvurabilirsiniz. Sınırsız başvuru için Pro üyeliğe geçiniz.',
    action: { label: 'Pro üyeliğe geç', onClick: fn() },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Günlük Başvuru Sınırı' });
    await expect(dialog).toHaveAccessibleDescription(/günde en fazla 3 göreve/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pro üyeliğe geç' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};
