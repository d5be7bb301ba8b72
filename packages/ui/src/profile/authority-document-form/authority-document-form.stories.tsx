import type { AuthorityDocument } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthorityDocumentForm } from './authority-document-form.tsx';

const empty: AuthorityDocument = {
  id: 57,
  name: 'Av. Elif Yılmaz',
  baro_id: 34,
  baroName: 'İstanbul Barosu',
  tc: '',
  sicil: '',
  changableTc: true,
  existsBelge: false,
};
const existing: AuthorityDocument = { ...empty, tc: '10000000146', sicil: '45871', existsBelge: true };

const meta = {
  title: 'Profil/Yetki Belgesi',
  component: AuthorityDocumentForm,
  tags: ['autodocs'],
  args: { document: empty, onSave: fn(), onRemove: fn() },
} satisfies Meta<typeof AuthorityDocumentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Belge yok',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Ad Soyad')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Baro')).toHaveValue('İstanbul Barosu');
    await expect(canvas.getByRole('note')).toHaveTextContent('yalnızca seçildiğiniz görevlerde');
    await expect(canvas.queryByRole('button', { name: 'Belgeyi Kaldır' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('T.C. Kimlik No'), '10000000146');
    await userEvent.type(canvas.getByLabelText('Sicil No'), '45871');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    // Without the consent box: the warning, and nothing is sent.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Onay kutusunu işaretlemeden formu kaydedemezsiniz!',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /onaylıyorum/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith({ tc: '10000000146', sicil: '45871', consent: true });
  },
};

export const InvalidTc: Story = {
  name: 'Hatalı T.C. kimlik no',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('T.C. Kimlik No'), '10000000147');
    await userEvent.type(canvas.getByLabelText('Sicil No'), '45871');
    await userEvent.click(canvas.getByRole('checkbox', { name: /onaylıyorum/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(canvas.getByLabelText('T.C. Kimlik No')).toHaveAccessibleDescription(
      'Geçerli bir T.C. kimlik numarası giriniz.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Existing: Story = {
  name: 'Kayıtlı belge',
  args: { document: existing },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByLabelText('T.C. Kimlik No')).not.toHaveAttribute('readonly');
    await userEvent.clear(canvas.getByLabelText('Sicil No'));
    await userEvent.type(canvas.getByLabelText('Sicil No'), '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith({ tc: '10000000146', sicil: '99', consent: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Belgeyi Kaldır' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const TcLocked: Story = {
  name: 'T.C. kimlik no kilitli',
  args: { document: { ...existing, changableTc: false } },
  play: async ({ canvas }) => {
    const tc = canvas.getByLabelText('T.C. Kimlik No');
    await expect(tc).toHaveAttribute('readonly');
    await expect(tc).toHaveAccessibleDescription('T.C. kimlik numaranız kilitlidir, değiştirilemez.');
    await userEvent.type(tc, '5');
    await expect(tc).toHaveValue('10000000146');
  },
};

export const ServerErrors: Story = {
  name: 'Sunucu hataları',
  args: {
    document: { ...existing, changableTc: false },
    errors: { tc: 'T.C. kimlik numaranız kilitlendiği için değiştirilemez.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('T.C. Kimlik No')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('T.C. Kimlik No')).toHaveAccessibleDescription(/kilitlendiği için/);
  },
};

export const Saving: Story = {
  name: 'Kaydediliyor',
  args: { document: existing, busy: 'save' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Belgeyi Kaldır' })).toBeDisabled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  args: { document: empty },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  },
};
