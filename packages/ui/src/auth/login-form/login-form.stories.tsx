import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthLayout } from '../../layout/auth-layout/auth-layout.tsx';
import { LoginForm } from './login-form.tsx';

const meta = {
  title: 'Hesap/Giriş Formu',
  component: LoginForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
  // As on the login screen: the card centred on the page.
  decorators: [
    (Story) => (
      <AuthLayout>
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Giriş Yap' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Telefon'), '0555 000 00 01');
    await userEvent.type(canvas.getByLabelText('Şifre'), 'Demo.1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    // The values leave as typed; the page strips the spaces before sending.
    await expect(args.onSubmit).toHaveBeenCalledWith({ telephone: '0555 000 00 01', password: 'Demo.1234' });
  },
};

export const RequiredFields: Story = {
  name: 'Boş alanlar',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    // The browser's own required check stops the submit before it reaches the page.
    await expect(canvas.getByLabelText('Telefon')).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Gönderiliyor',
  args: { busy: true, defaultValues: { telephone: '05550000001', password: 'Demo.1234' } },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  name: 'Hatalı giriş',
  args: {
    defaultValues: { telephone: '05550000003' },
    errors: { password: 'Telefon numarası veya şifre hatalı.' },
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Şifre');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Telefon numarası veya şifre hatalı.');
    await expect(canvas.getByLabelText('Telefon')).toHaveValue('05550000003');
  },
};

export const Links: Story = {
  name: 'Kayıt ve şifre bağlantıları',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kayıt Olun' })).toHaveAttribute('href', '/kayit');
    await expect(canvas.getByRole('link', { name: 'Şifremi Unuttum' })).toHaveAttribute(
      'href',
      '/sifremi-unuttum',
    );
    await expect(canvas.getByText('Hesabınız yok mu?', { exact: false })).toBeVisible();
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };
