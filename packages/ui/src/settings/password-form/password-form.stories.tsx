import { passwordMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordForm } from './password-form.tsx';
import { sendingForm } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Ayarlar/Şifre Değiştir',
  component: PasswordForm,
  tags: ['autodocs'],
  args: { onSave: fn() },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Mevcut Şifre'), 'Demo.1234');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre'), 'Yeni.Sifre2026');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre (Tekrar)'), 'Yeni.Sifre2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi Değiştir' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      current_password: 'Demo.1234',
      password: 'Yeni.Sifre2026',
      password_confirmation: 'Yeni.Sifre2026',
    });
  },
};

export const WeakPassword: Story = {
  name: 'Zayıf şifre ve tekrar uyuşmuyor',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Mevcut Şifre'), 'Demo.1234');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre'), 'sadeceharf');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre (Tekrar)'), 'sadeceharf');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi Değiştir' }));
    await expect(canvas.getByLabelText('Yeni Şifre')).toHaveAccessibleDescription(
      expect.stringContaining(passwordMessages.needsLetterAndDigit),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Boş gönderim',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi Değiştir' }));
    await expect(canvas.getByLabelText('Mevcut Şifre')).toHaveAccessibleDescription(
      'Lütfen mevcut şifrenizi giriniz.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const WrongCurrent: Story = {
  name: 'Sunucu: mevcut şifre hatalı',
  args: { errors: { current_password: ['Mevcut şifreniz hatalı.'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mevcut Şifre')).toHaveAccessibleDescription(
      'Mevcut şifreniz hatalı.',
    );
  },
};

export const Busy: Story = { name: 'Kaydediliyor', ...sendingForm };
