import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthLayout } from '../../layout/auth-layout/auth-layout.tsx';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './forgot-password-form.tsx';

/** Keeps the number as the page does, so typing into the mask works in the story. */
function Stateful(props: ForgotPasswordFormProps) {
  const [telephone, setTelephone] = useState(props.telephone);
  return (
    <ForgotPasswordForm
      {...props}
      telephone={telephone}
      onTelephoneChange={(digits) => {
        setTelephone(digits);
        props.onTelephoneChange(digits);
      }}
    />
  );
}

const meta = {
  title: 'Hesap/Şifremi Unuttum',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'phone',
    telephone: '',
    onTelephoneChange: fn(),
    onRequestCode: fn(),
    onReset: fn(),
    onBack: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <AuthLayout>
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Telefon adımı',
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Kod Gönder' });
    // Waits for a whole mobile number.
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Cep Telefonu'), '05321112233');
    await expect(canvas.getByLabelText('Cep Telefonu')).toHaveValue('(532) 111 22 33');
    await userEvent.click(send);
    await expect(args.onRequestCode).toHaveBeenCalledWith('05321112233');
  },
};

export const SendingCode: Story = {
  name: 'Kod gönderiliyor',
  args: { telephone: '5321112233', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
  },
};

export const PhoneError: Story = {
  name: 'Çok fazla deneme',
  args: {
    telephone: '5321112233',
    errors: { telephone: 'Çok fazla deneme yaptınız. Lütfen 10 dakika sonra tekrar deneyiniz.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Cep Telefonu')).toHaveAccessibleDescription(
      /5 ile başlayan.*Çok fazla deneme/,
    );
  },
};

export const ResetStep: Story = {
  name: 'Kod ve yeni şifre',
  args: {
    step: 'reset',
    telephone: '5321112233',
    notice: 'Telefon numarası kayıtlıysa şifre sıfırlama kodu SMS ile gönderildi.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('şifre sıfırlama kodu SMS ile gönderildi');
    await userEvent.type(canvas.getByLabelText('Doğrulama Kodu'), '123456');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre'), 'YeniSifre42');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre (Tekrar)'), 'YeniSifre42');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifremi Değiştir' }));
    await expect(args.onReset).toHaveBeenCalledWith({
      telephone: '05321112233',
      code: '123456',
      password: 'YeniSifre42',
      password_confirmation: 'YeniSifre42',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Gönder' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const ResetErrors: Story = {
  name: 'Hatalı kod ve şifre',
  args: {
    step: 'reset',
    telephone: '5321112233',
    errors: {
      code: 'Doğrulama kodu hatalı ya da artık geçerli değil. Lütfen kontrol ediniz ya da yeni kod isteyiniz.',
      password: 'Şifreniz en az 8 karakter olmalıdır.',
      password_confirmation: 'Şifreler birbiriyle uyuşmuyor.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Doğrulama Kodu')).toHaveAccessibleDescription(
      'Doğrulama kodu hatalı ya da artık geçerli değil. Lütfen kontrol ediniz ya da yeni kod isteyiniz.',
    );
    await expect(canvas.getByLabelText('Yeni Şifre (Tekrar)')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Resetting: Story = {
  name: 'Şifre değiştiriliyor',
  args: { step: 'reset', telephone: '5321112233', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tekrar Gönder' })).toBeDisabled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  args: { step: 'reset', telephone: '5321112233' },
  globals: { viewport: { value: 'phone' } },
};
