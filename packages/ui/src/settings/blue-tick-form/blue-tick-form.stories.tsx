import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { avatarImage, verificationImage } from '../../lib/story-images.ts';
import { BlueTickForm } from './blue-tick-form.tsx';

const meta = {
  title: 'Ayarlar/Mavi Tik',
  component: BlueTickForm,
  tags: ['autodocs'],
  args: { value: { state: 'none', image: null, reason: null }, onSubmit: fn() },
} satisfies Meta<typeof BlueTickForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {
  name: 'Başvuru yok',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Başvuru Yapılmadı')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Başvuruyu Gönder' }));
    await expect(canvas.getByText('Lütfen bir resim seçiniz.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'baro-karti.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Doğrulama Resmi'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Başvuruyu Gönder' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(file);
  },
};

export const Pending: Story = {
  name: 'Onay bekliyor',
  args: { value: { state: 'pending', image: avatarImage, reason: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yetkili Onayı Bekliyor')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Onay bekleyen doğrulama resmi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yeni Resim Gönder' })).toBeEnabled();
  },
};

export const Approved: Story = {
  name: 'Onaylı',
  args: { value: { state: 'approved', image: verificationImage, reason: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mavi Tik Onaylı')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Rejected: Story = {
  name: 'Reddedildi',
  args: { value: { state: 'rejected', image: null, reason: 'Baro kimlik kartı okunmuyor.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Başvuru Reddedildi')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Baro kimlik kartı okunmuyor.');
  },
};

export const ServerError: Story = {
  name: 'Sunucu reddi',
  args: { error: 'Yalnızca PNG, JPEG, GIF veya WEBP biçiminde resim yükleyebilirsiniz.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Yalnızca PNG, JPEG, GIF veya WEBP biçiminde resim yükleyebilirsiniz.'),
    ).toBeVisible();
  },
};

export const Busy: Story = {
  name: 'Gönderiliyor',
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
  },
};
