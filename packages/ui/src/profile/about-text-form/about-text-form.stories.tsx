import { ABOUT_TEXT_CONTACT_MESSAGE } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AboutTextForm } from './about-text-form.tsx';
import { sendingForm } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Profil/Hakkında Formu',
  component: AboutTextForm,
  tags: ['autodocs'],
  args: {
    initialText: 'İstanbul Barosu’na kayıtlı, ceza ve iş hukuku alanlarında 12 yıllık deneyime sahibim.',
    onSave: fn(),
  },
} satisfies Meta<typeof AboutTextForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('iletişim bilgisi');
    const field = canvas.getByLabelText('Hakkımda');
    await userEvent.clear(field);
    await userEvent.type(field, '  Aile hukuku ve miras davaları.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith('Aile hukuku ve miras davaları.');
  },
};

export const RefusesContactDetails: Story = {
  name: 'Telefon numarası reddedilir',
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Hakkımda');
    await userEvent.clear(field);
    await userEvent.type(field, 'Bana 0555 123 45 67 numarasından ulaşın.');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(field).toHaveAccessibleDescription(ABOUT_TEXT_CONTACT_MESSAGE);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { initialText: '' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(canvas.getByLabelText('Hakkımda')).toHaveAccessibleDescription(
      'Lütfen hakkınızda yazısını giriniz.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  name: 'Onay bekliyor',
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yetkili Onayı Bekliyor')).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Sunucu reddi',
  args: { error: ABOUT_TEXT_CONTACT_MESSAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Hakkımda')).toHaveAccessibleDescription(ABOUT_TEXT_CONTACT_MESSAGE);
  },
};

export const Busy: Story = { name: 'Kaydediliyor', ...sendingForm };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Hakkımda')).toBeVisible();
  },
};
