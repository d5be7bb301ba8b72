import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { avatarImage, avatarImageAlt } from '../../lib/story-images.ts';
import { type DefaultAvatarChoice, ProfilePhotoForm } from './profile-photo-form.tsx';

const defaults: DefaultAvatarChoice[] = [
  { gender: 2, variant: 1, label: 'Kadın avatarı 1', src: avatarImageAlt },
  { gender: 2, variant: 2, label: 'Kadın avatarı 2', src: avatarImageAlt },
  { gender: 1, variant: 1, label: 'Erkek avatarı', src: avatarImage },
];

/** A real 1×1 PNG's bytes. */
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Profil/Profil Fotoğrafı',
  component: ProfilePhotoForm,
  tags: ['autodocs'],
  args: {
    name: 'Av. Ayşe Yılmaz',
    avatar: avatarImage,
    pendingAvatar: null,
    defaultAvatars: defaults,
    onUpload: fn(),
    onChooseDefault: fn(),
  },
} satisfies Meta<typeof ProfilePhotoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  name: 'Onaylı fotoğraf',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Fotoğrafınız Onaylı')).toBeVisible();
    await expect(canvas.getByText('İpuçları')).toBeVisible();
    const photo = new File([pngBytes], 'vesikalik.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Yeni fotoğraf'), photo);
    await userEvent.click(canvas.getByRole('button', { name: 'Resmi Güncelle' }));
    await expect(args.onUpload).toHaveBeenCalledWith(photo);
  },
};

export const Pending: Story = {
  name: 'Onay bekliyor',
  args: { pendingAvatar: avatarImageAlt },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fotoğrafınız Onay Bekliyor..')).toBeVisible();
    await expect(canvas.queryByText('Fotoğrafınız Onaylı')).toBeNull();
  },
};

export const NoPhoto: Story = {
  name: 'Fotoğraf yok',
  args: { avatar: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('Fotoğrafınız Onaylı')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resmi Güncelle' }));
    await expect(canvas.getByLabelText('Yeni fotoğraf')).toHaveAccessibleDescription(
      /Lütfen bir resim seçiniz\./,
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const RenamedFileRefused: Story = {
  name: 'Adı png, içi değil',
  play: async ({ canvas, args }) => {
    const fake = new File(['<html><body>foto</body></html>'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Yeni fotoğraf'), fake);
    await userEvent.click(canvas.getByRole('button', { name: 'Resmi Güncelle' }));
    await expect(
      await canvas.findByText('Yalnızca PNG, JPEG veya GIF biçiminde fotoğraf yükleyebilirsiniz.'),
    ).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const DefaultAvatars: Story = {
  name: 'Profil Resmi İstemiyorum',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profil Resmi İstemiyorum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Varsayılan Avatar Seçiniz' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Kadın avatarı 2' }));
    await expect(args.onChooseDefault).toHaveBeenCalledWith({ gender: 2, variant: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Erkek avatarı' }));
    await expect(args.onChooseDefault).toHaveBeenCalledWith({ gender: 1, variant: 1 });
  },
};

export const ServerError: Story = {
  name: 'Sunucu reddi',
  args: { error: 'Resim okunamadı. Lütfen başka bir dosya seçiniz.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resim okunamadı. Lütfen başka bir dosya seçiniz.')).toBeVisible();
  },
};

export const Uploading: Story = {
  name: 'Yükleniyor',
  args: { busy: 'upload' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Yükleniyor...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Profil Resmi İstemiyorum' })).toBeDisabled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  args: { pendingAvatar: avatarImageAlt },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resmi Güncelle' })).toBeVisible();
  },
};
