import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotifySettingsForm } from './notify-settings-form.tsx';
import { sendingForm } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Ayarlar/Bildirim Ayarları',
  component: NotifySettingsForm,
  tags: ['autodocs'],
  args: {
    value: { email_notify: 1, sms_notify: 0, call_notify: 0 },
    description:
      'Yeni görev bildirimlerini hangi kanallardan almak istediğinizi seçiniz. Uygulama içi bildirimler her zaman gönderilir.',
    onSave: fn(),
  },
} satisfies Meta<typeof NotifySettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch', { name: 'E-posta ile bildir' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS ile bildir' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'E-posta ile bildir' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bildirim Ayarlarını Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith({ email_notify: 0, sms_notify: 1, call_notify: 0 });
  },
};

export const AllOff: Story = {
  name: 'Hepsi kapalı',
  args: { value: { email_notify: 0, sms_notify: 0, call_notify: 0 } },
  play: async ({ canvas }) => {
    for (const name of ['E-posta ile bildir', 'SMS ile bildir', 'Arama ile bildir'])
      await expect(canvas.getByRole('switch', { name })).not.toBeChecked();
  },
};

export const ServerError: Story = {
  name: 'Sunucu hatası',
  args: { error: 'Bildirim ayarı geçersiz.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bildirim ayarı geçersiz.');
  },
};

export const Busy: Story = { name: 'Kaydediliyor', ...sendingForm };
