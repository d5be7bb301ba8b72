import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneChangeForm } from '../phone-change-form/phone-change-form.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';

const meta = {
  title: 'Ayarlar/Kişisel Bilgiler',
  component: PersonalInfoForm,
  tags: ['autodocs'],
  args: {
    name: 'Av. Ayşe Yılmaz',
    phone: <PhoneChangeForm telephone="05550000001" onRequestCode={fn()} onVerify={fn()} />,
    email: 'ayse.yilmaz@example.com',
    onRequestCode: fn(),
    onVerify: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PersonalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Ad Soyad')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Telefon')).toHaveValue('(555) 000 00 01');
    const email = canvas.getByLabelText('E-posta');
    await userEvent.clear(email);
    await userEvent.type(email, 'ayse@yilmazhukuk.com.tr');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('ayse@yilmazhukuk.com.tr');
  },
};

export const InvalidEmail: Story = {
  name: 'Geçersiz e-posta',
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText('E-posta');
    await userEvent.clear(email);
    await userEvent.type(email, 'ayse@');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Lütfen geçerli bir e-posta adresi giriniz.'),
    );
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

export const CodeStep: Story = {
  name: 'Kod adımı',
  args: { pendingEmail: 'ayse@yilmazhukuk.com.tr' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('ayse@yilmazhukuk.com.tr adresine gönderilen');
    await userEvent.type(canvas.getByLabelText('Doğrulama Kodu'), '12a3456');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Vazgeç' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const WrongCode: Story = {
  name: 'Kod hatalı',
  args: {
    pendingEmail: 'ayse@yilmazhukuk.com.tr',
    errors: { code: ['Doğrulama kodu hatalı. Kalan deneme hakkınız: 4.'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Doğrulama Kodu')).toHaveAccessibleDescription(
      'Doğrulama kodu hatalı. Kalan deneme hakkınız: 4.',
    );
  },
};

export const EmailTaken: Story = {
  name: 'Adres başka hesapta',
  args: { errors: { email: ['Bu e-posta adresi başka bir hesapta kayıtlı.'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-posta')).toHaveAccessibleDescription(
      expect.stringContaining('Bu e-posta adresi başka bir hesapta kayıtlı.'),
    );
  },
};

export const Sending: Story = {
  name: 'Kod gönderiliyor',
  args: { busy: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
  },
};
