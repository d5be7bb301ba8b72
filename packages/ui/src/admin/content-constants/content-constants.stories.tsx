import type { AdminConstant } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ContentRefusal } from '../content-form/content-form.tsx';
import { contentConstants } from '../content-form/fixtures.ts';
import { ContentConstants } from './content-constants.tsx';
import { emptyState, failedState, loadingState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/İçerik/Sabitler',
  component: ContentConstants,
  decorators: [padded],
  args: {
    constants: contentConstants,
    onSave: fn(async (): Promise<ContentRefusal | null> => null),
  },
} satisfies Meta<typeof ContentConstants>;

export default meta;
type Story = StoryObj<typeof meta>;

const editButton = (name: string) =>
  screen.getAllByRole('button', { name: `Düzenle: ${name}` })[0] as HTMLElement;

export const Playground: Story = {
  name: 'Liste ve arama',
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Sabitler' }));
    await expect(
      table.getByText('Tutar (TL)', { selector: '[data-constant="pro_fiyat"] *' }),
    ).toBeInTheDocument();
    await expect(table.getByText(/Acil görev oluşturma · Başvurulara/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Sabit ara'), 'kâtip');
    await expect(table.getAllByRole('row')).toHaveLength(2);
  },
};

export const EditFlow: Story = {
  name: 'Düzenleme',
  play: async ({ args }) => {
    await userEvent.click(editButton('pro_ozellikler'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sabiti düzenle: pro_ozellikler' }));
    const field = dialog.getByLabelText(/Değer/);
    await expect(field).toHaveValue(
      'Acil görev oluşturma\nBaşvurulara anında atama yapabilme\nSınırsız başvuru',
    );
    await userEvent.type(field, '\nÖncelikli destek');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      contentConstants[7],
      'Acil görev oluşturma\nBaşvurulara anında atama yapabilme\nSınırsız başvuru\nÖncelikli destek',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FlagSwitch: Story = {
  name: 'Açık/kapalı ayarı',
  play: async ({ args }) => {
    await userEvent.click(editButton('allow_custom_descriptions'));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText(/Değer/), 'Kapalı (0)');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(contentConstants[0], '0');
  },
};

export const ValidationError: Story = {
  name: 'Doğrulama hatası',
  args: {
    onSave: fn(async (_c: AdminConstant, value: string): Promise<ContentRefusal | null> =>
      value === '1800'
        ? { message: 'Girilen bilgiler geçersiz.', fields: { description: 'İndirim fiyattan büyük olamaz.' } }
        : null,
    ),
  },
  play: async ({ args }) => {
    await userEvent.click(editButton('pro_indirim'));
    const dialog = within(await screen.findByRole('dialog'));
    const field = dialog.getByLabelText(/Değer/);
    await userEvent.clear(field);
    await userEvent.type(field, 'bin');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText(/Geçerli bir tutar giriniz/)).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '1800');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('İndirim fiyattan büyük olamaz.')).toBeInTheDocument();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { constants: [] },
  play: emptyState('Sabit bulunamadı.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Sabitler yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Sabitler' }));
    await userEvent.click(cards.getByRole('button', { name: 'Düzenle: animasyon_saniye' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('0 ile 60 arasında tam sayı.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
