import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CancelMissionModal } from './cancel-mission-modal.tsx';

const meta = {
  title: 'Görev/Listeler/Görevi İptal Et',
  component: CancelMissionModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof CancelMissionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Görevi İptal Et' });
    await userEvent.type(within(dialog).getByLabelText(/İptal Sebebi/), '  Müvekkil işi kendisi halletti.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Müvekkil işi kendisi halletti.');
  },
};

export const RequiredReason: Story = {
  name: 'Sebep zorunlu',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Görevi İptal Et' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    await expect(within(dialog).getByLabelText(/İptal Sebebi/)).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Back: Story = {
  name: 'Vazgeç',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Görevi İptal Et' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Gönderiliyor',
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Görevi İptal Et' });
    await userEvent.type(within(dialog).getByLabelText(/İptal Sebebi/), 'Duruşma ertelendi.');
    const submit = within(dialog).getByRole('button', { name: 'Lütfen Bekleyiniz...' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  name: 'Sunucu hatası',
  args: { error: 'Lütfen iptal sebebini giriniz.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Görevi İptal Et' });
    const reason = within(dialog).getByLabelText(/İptal Sebebi/);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Lütfen iptal sebebini giriniz.');
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };
