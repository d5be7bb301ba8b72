import { accountDeletionMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DataPrivacySection } from './data-privacy-section.tsx';

const meta = {
  title: 'Ayarlar/Verilerim ve Hesabım',
  component: DataPrivacySection,
  tags: ['autodocs'],
  args: { onDownload: fn(), onDelete: fn() },
} satisfies Meta<typeof DataPrivacySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the confirmation and answers it, scoped to the dialog (Radix renders it in a portal). */
async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Hesabımı sil' }));
  return within(await screen.findByRole('dialog', { name: 'Hesabınızı silmek istediğinize emin misiniz?' }));
}

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/tek bir ZIP dosyası olarak/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verilerimi indir' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Downloading: Story = {
  name: 'Dosya hazırlanıyor',
  args: { downloading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Hazırlanıyor...' });
    await expect(button).toBeDisabled();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const ConfirmDeletion: Story = {
  name: 'Silme onayı',
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByText('Bu işlem geri alınamaz.')).toBeVisible();
    await expect(dialog.getByText(/“Silinmiş Kullanıcı” adıyla kalır/)).toBeVisible();
    const password = dialog.getByLabelText('Şifreniz');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'Demo.1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Hesabımı sil' }));
    await expect(args.onDelete).toHaveBeenCalledWith('Demo.1234');
  },
};

export const PasswordMissing: Story = {
  name: 'Şifre girilmeden',
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Hesabımı sil' }));
    await expect(dialog.getByLabelText('Şifreniz')).toHaveAccessibleDescription(
      accountDeletionMessages.passwordRequired,
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  name: 'Sunucu: şifre hatalı',
  args: { errors: { password: [accountDeletionMessages.wrongPassword] } },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    // An answer to an earlier attempt is not shown on a fresh dialog.
    await expect(dialog.getByLabelText('Şifreniz')).not.toHaveAccessibleDescription(
      accountDeletionMessages.wrongPassword,
    );
    await userEvent.type(dialog.getByLabelText('Şifreniz'), 'Yanlis.1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Hesabımı sil' }));
    await expect(args.onDelete).toHaveBeenCalledWith('Yanlis.1234');
    await expect(dialog.getByLabelText('Şifreniz')).toHaveAccessibleDescription(
      accountDeletionMessages.wrongPassword,
    );
  },
};

export const Refused: Story = {
  name: 'Sunucu: açık görev var',
  args: { refusal: accountDeletionMessages.createdTask },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Şifreniz'), 'Demo.1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Hesabımı sil' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(accountDeletionMessages.createdTask);
  },
};

export const Deleting: Story = {
  name: 'Siliniyor',
  args: { deleting: true },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByRole('button', { name: 'Siliniyor...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
  },
};

export const Phone: Story = {
  name: 'Telefonda',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { refusal: accountDeletionMessages.balance(120.5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verilerimi indir' })).toBeVisible();
    const dialog = await openDialog(canvas);
    await userEvent.type(dialog.getByLabelText('Şifreniz'), 'Demo.1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Hesabımı sil' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('120,50 TL');
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
