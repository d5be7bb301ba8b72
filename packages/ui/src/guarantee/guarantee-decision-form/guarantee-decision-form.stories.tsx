import { guaranteeMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { framed, heldGuarantee } from '../story-fixtures.tsx';
import { GuaranteeDecisionForm } from './guarantee-decision-form.tsx';

const meta = {
  title: 'Güvenceli Ödeme/Karar Formu',
  component: GuaranteeDecisionForm,
  args: { guarantee: heldGuarantee, onSubmit: fn() },
  decorators: [framed('max-w-xl')],
} satisfies Meta<typeof GuaranteeDecisionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const reason = 'Rapor ve duruşma tutanağı işin yapıldığını gösteriyor.';

/** The confirmation's amount beside a label. */
const amountOf = (canvas: Canvas, label: string) => canvas.getByText(label).nextElementSibling;

export const Playground: Story = {
  name: 'Karar seçenekleri',
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole('radio');
    await expect(options).toHaveLength(3);
    await expect(
      canvas.getByText('Avukata 1.250 TL aktarılır; 50 TL hizmet bedeli platformda kalır.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Görev sahibine ödediği 1.300 TL tutarın tamamı iade edilir.'),
    ).toBeVisible();
    await expect(canvas.queryByLabelText(/Avukata aktarılacak tutar/)).not.toBeInTheDocument();
  },
};

export const Release: Story = {
  name: 'Avukata aktar ve onayla',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Avukata aktar/ }));
    await userEvent.type(canvas.getByLabelText(/Gerekçe/), reason);
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    const confirm = within(canvas.getByRole('form', { name: 'Kararı onaylayınız' }));
    await expect(amountOf(confirm, 'Avukata aktarılacak')).toHaveTextContent('1.250 TL');
    await expect(amountOf(confirm, 'Görev sahibine iade edilecek')).toHaveTextContent('0 TL');
    await expect(amountOf(confirm, 'Hizmet bedeli')).toHaveTextContent('50 TL');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: 'Kararı Onayla' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ decision: 'release', reason });
  },
};

export const Refund: Story = {
  name: 'İade et ve onayla',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Görev sahibine iade et/ }));
    await userEvent.type(canvas.getByLabelText(/Gerekçe/), 'Görev yapılmadı.');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(amountOf(canvas, 'Görev sahibine iade edilecek')).toHaveTextContent('1.300 TL');
    await expect(amountOf(canvas, 'Avukata aktarılacak')).toHaveTextContent('0 TL');
    await userEvent.click(canvas.getByRole('button', { name: 'Kararı Onayla' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ decision: 'refund', reason: 'Görev yapılmadı.' });
  },
};

export const Split: Story = {
  name: 'Paylaştır ve onayla',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Paylaştır/ }));
    await userEvent.type(canvas.getByLabelText(/Avukata aktarılacak tutar/), '600,50');
    await userEvent.type(canvas.getByLabelText(/Gerekçe/), 'İşin yarısı yapıldı.');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(amountOf(canvas, 'Avukata aktarılacak')).toHaveTextContent('600,50 TL');
    // The rest, the fee included, goes back to the owner.
    await expect(amountOf(canvas, 'Görev sahibine iade edilecek')).toHaveTextContent('699,50 TL');
    await expect(amountOf(canvas, 'Hizmet bedeli')).toHaveTextContent('0 TL');
    // Going back keeps what was typed.
    await userEvent.click(canvas.getByRole('button', { name: 'Geri Dön' }));
    await expect(canvas.getByLabelText(/Avukata aktarılacak tutar/)).toHaveValue('600,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kararı Onayla' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      decision: 'split',
      reason: 'İşin yarısı yapıldı.',
      assignee_amount: 600.5,
    });
  },
};

export const ValidationErrors: Story = {
  name: 'Doğrulama hataları',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(canvas.getByText('Lütfen bir karar seçiniz.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Paylaştır/ }));
    await expect(canvas.queryByText('Lütfen bir karar seçiniz.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(canvas.getByText('Lütfen tutar giriniz.')).toBeVisible();
    await expect(canvas.getByText(guaranteeMessages.reasonRequired)).toBeVisible();
    // The whole budget is not a split: 0 < share < budget.
    const share = canvas.getByLabelText(/Avukata aktarılacak tutar/);
    await userEvent.type(share, '1250');
    await userEvent.type(canvas.getByLabelText(/Gerekçe/), 'Kısmen yapıldı.');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(canvas.getByText(guaranteeMessages.splitRange)).toBeVisible();
    await expect(share).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(share);
    await userEvent.type(share, '12,345');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(canvas.getByText('Tutar en fazla iki ondalık basamak içerebilir.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefusal: Story = {
  name: 'Sunucu reddi',
  args: { error: guaranteeMessages.alreadyDone },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(guaranteeMessages.alreadyDone);
  },
};

export const ServerFieldError: Story = {
  name: 'Sunucunun alan hatası',
  args: { errors: { reason: guaranteeMessages.reasonRequired } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Gerekçe/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(guaranteeMessages.reasonRequired);
  },
};

export const Busy: Story = {
  name: 'Gönderiliyor',
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Avukata aktar/ }));
    await userEvent.type(canvas.getByLabelText(/Gerekçe/), reason);
    await userEvent.click(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Split.play,
};
