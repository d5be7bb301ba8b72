import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConsentDocument } from '@meslektas/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LegalDocumentDialog } from '../../content/legal-document-dialog/legal-document-dialog.tsx';
import { AuthLayout } from '../../layout/auth-layout/auth-layout.tsx';
import { RegisterForm, type RegisterFormProps } from './register-form.tsx';

const bars = [
  { baro_id: 6, name: 'Ankara Barosu' },
  { baro_id: 34, name: 'İstanbul Barosu' },
  { baro_id: 35, name: 'İzmir Barosu' },
  { baro_id: 55, name: 'Samsun Barosu' },
];

const meta = {
  title: 'Hesap/Kayıt Formu',
  component: RegisterForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { bars, onSubmit: fn() },
  decorators: [
    (Story) => (
      <AuthLayout>
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillValid(canvas: Canvas, password = 'Guvenli123') {
  await userEvent.type(canvas.getByLabelText(/^Ad/), 'Ayşe');
  await userEvent.type(canvas.getByLabelText(/^Soyad/), 'Yıldırım');
  await userEvent.type(canvas.getByLabelText(/T\.C\. Kimlik No/), '10000000146');
  await userEvent.selectOptions(canvas.getByLabelText(/^Baro\s*\*?$/), 'İstanbul Barosu');
  await userEvent.type(canvas.getByLabelText(/Baro Sicil No/), '45678');
  await userEvent.type(canvas.getByLabelText(/Cep Telefonu/), '5321112233');
  await userEvent.type(canvas.getByLabelText(/E-posta/), 'ayse.yildirim@example.com');
  await userEvent.type(canvas.getByLabelText(/^Şifre\s*\*?$/), password);
  await userEvent.type(canvas.getByLabelText(/Şifre \(Tekrar\)/), password);
  await userEvent.click(canvas.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Kullanım Koşulları/ }));
}

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Kayıt Ol' })).toBeVisible();
    // Who may sign up (the clerk warning, constant katip_uyari).
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Kâtip ve büro çalışanları adına hesap açılamaz.',
    );
    await fillValid(canvas);
    await expect(canvas.getByLabelText(/Cep Telefonu/)).toHaveValue('(532) 111 22 33');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    // The schema is fetched on the first touch of the form and awaited on submit.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ayşe',
      surname: 'Yıldırım',
      tc: '10000000146',
      baro_id: 34,
      sicil: '45678',
      telephone: '05321112233',
      email: 'ayse.yildirim@example.com',
      password: 'Guvenli123',
      password_confirmation: 'Guvenli123',
      kvkk: true,
      terms: true,
    });
  },
};

export const ServerNotice: Story = {
  name: 'Sunucunun uyarı metni',
  args: { notice: 'Kâtipler ve stajyerler hesap açamaz; yalnızca baroya kayıtlı avukatlar üye olabilir.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Kâtipler ve stajyerler hesap açamaz; yalnızca baroya kayıtlı avukatlar üye olabilir.',
    );
  },
};

export const Empty: Story = {
  name: 'Boş gönderim',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Ad/)).toHaveAccessibleDescription('Lütfen adınızı giriniz.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/T\.C\. Kimlik No/)).toHaveAccessibleDescription(
      'Lütfen T.C. kimlik numaranızı giriniz.',
    );
    await expect(canvas.getByText('KVKK Aydınlatma Metnini Onaylayınız!')).toBeVisible();
    await expect(canvas.getByText('Kullanım Koşullarını Onaylayınız!')).toBeVisible();
  },
};

export const InvalidTcAndWeakPassword: Story = {
  name: 'Geçersiz T.C. ve zayıf şifre',
  play: async ({ canvas, args }) => {
    await fillValid(canvas, 'sadeceharf');
    const tc = canvas.getByLabelText(/T\.C\. Kimlik No/);
    await userEvent.clear(tc);
    await userEvent.type(tc, '10000000145');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(tc).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(tc).toHaveAccessibleDescription('Geçerli bir T.C. kimlik numarası giriniz.');
    await expect(canvas.getByText('Şifreniz en az bir harf ve bir rakam içermelidir.')).toBeVisible();
  },
};

export const ServerErrors: Story = {
  name: 'Kayıtlı bilgiler',
  args: {
    errors: {
      telephone:
        'Bu telefon numarasıyla kayıt olunamıyor. Hesabınız varsa giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.',
      email: 'Bu e-posta adresiyle kayıt olunamıyor.',
      tc: 'Bu T.C. kimlik numarasıyla kayıt olunamıyor.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/E-posta/)).toHaveAccessibleDescription(
      'Bu e-posta adresiyle kayıt olunamıyor.',
    );
    await expect(canvas.getByLabelText(/Cep Telefonu/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Busy: Story = {
  name: 'Gönderiliyor',
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
  },
};

export const WithReferral: Story = {
  name: 'Davet koduyla',
  args: { referralCode: 'K7M2P9QX' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('K7M2P9QX')).toBeVisible();
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ref: 'K7M2P9QX' })),
    );
  },
};

/** Without a dialog the texts' pages open in a new tab, so the form stays where it is. */
export const Links: Story = {
  name: 'Metin bağlantıları',
  play: async ({ canvas }) => {
    const kvkk = canvas.getByRole('link', { name: 'KVKK Aydınlatma Metni' });
    await expect(kvkk).toHaveAttribute('href', '/pages/kvkk-aydinlatma-metni');
    await expect(kvkk).toHaveAttribute('target', '_blank');
    const terms = canvas.getByRole('link', { name: 'Kullanım Koşulları' });
    await expect(terms).toHaveAttribute('href', '/pages/kullanim-kosullari');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Giriş Yapın' })).toHaveAttribute('href', '/login');
  },
};

const documents: Record<ConsentDocument, { title: string; body: string }> = {
  kvkk: {
    title: 'KVKK Aydınlatma Metni',
    body: '<p>Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında işlenir.</p>',
  },
  terms: {
    title: 'Kullanım Koşulları',
    body: '<p>Meslektaş yalnızca baroya kayıtlı avukatların kullanımına açıktır.</p>',
  },
};

/** The form with the dialog the sign-up page opens for a consent text. */
function FormWithDocuments(props: RegisterFormProps) {
  const [open, setOpen] = useState<ConsentDocument | null>(null);
  const shown = open ?? 'kvkk';
  return (
    <>
      <RegisterForm
        {...props}
        onDocumentOpen={(document) => {
          props.onDocumentOpen?.(document);
          setOpen(document);
        }}
      />
      <LegalDocumentDialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={documents[shown].title}
        body={documents[shown].body}
        href={`/pages/${shown}`}
      />
    </>
  );
}

/**
 * A consent link opens its text over the form: the box is not ticked by the click, and what was
 * typed is still there when the dialog closes.
 */
export const ReadingConsents: Story = {
  name: 'Metinleri okurken',
  args: { onDocumentOpen: fn() },
  render: (args) => <FormWithDocuments {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Ad/), 'Ayşe');
    await userEvent.type(canvas.getByLabelText(/Cep Telefonu/), '5321112233');
    await userEvent.click(canvas.getByRole('link', { name: 'KVKK Aydınlatma Metni' }));
    await expect(args.onDocumentOpen).toHaveBeenCalledWith('kvkk');
    const kvkk = await screen.findByRole('dialog', { name: 'KVKK Aydınlatma Metni' });
    await expect(kvkk).toHaveTextContent('6698 sayılı');
    await userEvent.click(within(kvkk).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('link', { name: 'Kullanım Koşulları' }));
    await expect(args.onDocumentOpen).toHaveBeenLastCalledWith('terms');
    await screen.findByRole('dialog', { name: 'Kullanım Koşulları' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await expect(canvas.getByLabelText(/^Ad/)).toHaveValue('Ayşe');
    await expect(canvas.getByLabelText(/Cep Telefonu/)).toHaveValue('(532) 111 22 33');
    await expect(canvas.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Kullanım Koşulları/ })).not.toBeChecked();
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };
