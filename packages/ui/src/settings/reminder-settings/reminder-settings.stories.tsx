import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReminderSettings } from './reminder-settings.tsx';

const meta = {
  title: 'Ayarlar/Hatırlatmalar',
  component: ReminderSettings,
  tags: ['autodocs'],
  args: { value: { push: 1, sms: 1 }, onChange: fn() },
} satisfies Meta<typeof ReminderSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

export const BothOn: Story = {
  name: 'İkisi de açık',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Hatırlatmalar' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Anlık bildirim ile hatırlat' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS ile hatırlat' }));
    await expect(args.onChange).toHaveBeenCalledWith({ push: 1, sms: 0 });
  },
};

export const SmsOff: Story = {
  name: 'SMS kapalı',
  args: { value: { push: 1, sms: 0 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch', { name: 'SMS ile hatırlat' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Anlık bildirim ile hatırlat' }));
    await expect(args.onChange).toHaveBeenCalledWith({ push: 0, sms: 0 });
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { value: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Hatırlatma ayarlarınız yükleniyor…')).toBeVisible();
    for (const name of ['Anlık bildirim ile hatırlat', 'SMS ile hatırlat'])
      await expect(canvas.getByRole('switch', { name })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  name: 'Kaydediliyor',
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Hatırlatmalar' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('switch', { name: 'SMS ile hatırlat' })).toBeDisabled();
  },
};

export const Refused: Story = {
  name: 'Kaydedilemedi',
  args: { error: 'Hatırlatma ayarı geçersiz.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hatırlatma ayarı geçersiz.');
  },
};

export const Phone: Story = {
  name: 'Telefon (360)',
  globals: phone,
  args: { value: { push: 0, sms: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Anlık bildirim ile hatırlat' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'SMS ile hatırlat' })).toBeChecked();
  },
};

export const PhoneRefused: Story = {
  name: 'Telefon (360), kaydedilemedi',
  globals: phone,
  args: { error: 'Hatırlatma ayarı geçersiz.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Desktop: Story = {
  name: 'Masaüstü (1280)',
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'SMS ile hatırlat' })).toBeChecked();
  },
};

export const DesktopLoading: Story = {
  name: 'Masaüstü (1280), yükleniyor',
  globals: desktop,
  args: { value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'SMS ile hatırlat' })).toBeDisabled();
  },
};
