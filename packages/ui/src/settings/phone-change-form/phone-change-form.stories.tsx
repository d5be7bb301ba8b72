import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneChangeForm } from './phone-change-form.tsx';

const meta = {
  title: 'Ayarlar/Telefon Değişikliği',
  component: PhoneChangeForm,
  tags: ['autodocs'],
  args: {
    telephone: '05550000001',
    onRequestCode: fn(),
    onVerify: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PhoneChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByLabelText('Telefon');
    await expect(phone).toHaveValue('(555) 000 00 01');
    await userEvent.clear(phone);
    await userEvent.type(phone, '5321234567');
    await expect(phone).toHaveValue('(532) 123 45 67');
    await userEvent.click(canvas.getByRole('button', { name: 'SMS ile Kod Gönder' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('05321234567');
  },
};

export const SamePhone: Story = {
  name: 'Aynı numara',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'SMS ile Kod Gönder' }));
    await expect(canvas.getByLabelText('Telefon')).toHaveAccessibleDescription(
      expect.stringContaining('Aynı Telefon Numarasını Giremezsiniz!'),
    );
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

export const IncompleteNumber: Story = {
  name: 'Eksik numara',
  play: async ({ canvas, args }) => {
    const phone = canvas.getByLabelText('Telefon');
    await userEvent.clear(phone);
    await userEvent.type(phone, '53212');
    await userEvent.keyboard('{Enter}');
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Telefon numarası 5 ile başlayan 10 haneli olmalıdır.'),
    );
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

export const CodeStep: Story = {
  name: 'Kod adımı',
  args: { pendingTelephone: '05321234567' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '(532) 123 45 67 numarasına gönderilen 6 haneli kodu giriniz.',
    );
    await userEvent.type(canvas.getByLabelText('Doğrulama Kodu'), '65a4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(args.onVerify).toHaveBeenCalledWith('654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Vazgeç' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const WrongCode: Story = {
  name: 'Kod hatalı',
  args: {
    pendingTelephone: '05321234567',
    errors: { code: ['Doğrulama kodu hatalı. Kalan deneme hakkınız: 4.'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Doğrulama Kodu')).toHaveAccessibleDescription(
      'Doğrulama kodu hatalı. Kalan deneme hakkınız: 4.',
    );
  },
};

export const Sending: Story = {
  name: 'Kod gönderiliyor',
  args: { busy: 'telephone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
  },
};
