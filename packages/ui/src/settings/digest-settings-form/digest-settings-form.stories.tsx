import { digestTimeChoices } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DigestSettingsForm } from './digest-settings-form.tsx';
import { sendingForm } from '../../lib/story-fixtures.tsx';

const times = digestTimeChoices(6, 11);

const meta = {
  title: 'Ayarlar/Günlük Özet',
  component: DigestSettingsForm,
  tags: ['autodocs'],
  args: {
    value: {
      enabled: false,
      time: '07:30',
      times,
      email: 'avukat@example.com',
      emailVerified: true,
      nextAt: null,
    },
    emailHref: '/hesap-ayarlari?sekme=kisisel-bilgiler',
    onSave: fn(),
  },
} satisfies Meta<typeof DigestSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = 'Günlük özet e-postası';

export const Off: Story = {
  name: 'Kapalı',
  play: async ({ canvas, args }) => {
    const on = canvas.getByRole('switch', { name: toggle });
    await expect(on).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Gönderim saati' })).toBeDisabled();
    await userEvent.click(on);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Gönderim saati' }), '08:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Günlük Özeti Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith({ enabled: true, time: '08:30' });
  },
};

export const On: Story = {
  name: 'Açık, saat seçili',
  args: {
    value: {
      enabled: true,
      time: '09:00',
      times,
      email: 'avukat@example.com',
      emailVerified: true,
      nextAt: '2026-11-29T06:00:00.000Z',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch', { name: toggle })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Gönderim saati' })).toHaveValue('09:00');
    await expect(canvas.getByText('Sıradaki özet: 29.11.2026 09:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: toggle }));
    await userEvent.click(canvas.getByRole('button', { name: 'Günlük Özeti Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith({ enabled: false, time: '09:00' });
  },
};

const inItsCard: Story['play'] = async ({ canvas }) => {
  // Its own titled card, like the reminders above it in the notifications section.
  const card = canvas.getByRole('group', { name: 'Günlük Özet' });
  await expect(card).toHaveAttribute('data-slot', 'digest-settings');
  await expect(card).toContainElement(canvas.getByRole('switch', { name: toggle }));
  await expect(card).toContainElement(canvas.getByRole('button', { name: 'Günlük Özeti Kaydet' }));
  // Nothing runs past the card at a phone's width.
  await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
};

export const CardPhone: Story = {
  name: 'Kendi kartında (telefon)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: inItsCard,
};

export const CardDesktop: Story = {
  name: 'Kendi kartında (masaüstü)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: inItsCard,
};

export const NoEmail: Story = {
  name: 'Doğrulanmış e-posta yok',
  args: {
    value: { enabled: false, time: '07:30', times, email: null, emailVerified: false, nextAt: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: toggle })).toBeDisabled();
    await expect(canvas.getByText(/yalnızca doğrulanmış bir e-posta adresine/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'E-posta adresimi ekle' })).toHaveAttribute(
      'href',
      '/hesap-ayarlari?sekme=kisisel-bilgiler',
    );
  },
};

export const Saving: Story = { name: 'Kaydediliyor', ...sendingForm };

export const Refused: Story = {
  name: 'Sunucu reddetti',
  args: {
    value: {
      enabled: true,
      time: '07:30',
      times,
      email: 'avukat@example.com',
      emailVerified: true,
      nextAt: null,
    },
    errors: { time: ['Özet saati 06:00 ile 11:00 arasında, 30 dakikalık adımlarla seçilmelidir.'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Gönderim saati' })).toHaveAccessibleDescription(
      /30 dakikalık adımlarla/,
    );
  },
};
