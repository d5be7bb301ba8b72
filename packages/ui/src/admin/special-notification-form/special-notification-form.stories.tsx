import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CatalogRefusal } from '../category-editor/catalog-dialog.tsx';
import { lawyerChoices, notificationBars } from './fixtures.ts';
import { type LawyerChoice, SpecialNotificationForm } from './special-notification-form.tsx';

const meta = {
  title: 'Yönetim/Özel Bildirim Formu',
  component: SpecialNotificationForm,
  args: {
    bars: notificationBars,
    onSearchLawyers: fn(async (query: string): Promise<readonly LawyerChoice[]> =>
      query.toLocaleLowerCase('tr').includes('fat') ? lawyerChoices : [],
    ),
    onSend: fn(async (): Promise<CatalogRefusal | null> => null),
  },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <SpecialNotificationForm {...args} />
    </div>
  ),
} satisfies Meta<typeof SpecialNotificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Herkese gönderme',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: /Herkes/ })).toBeChecked();
    await userEvent.type(canvas.getByLabelText(/Başlık/), 'Bakım çalışması');
    await userEvent.type(
      canvas.getByLabelText(/Metin/),
      '<p>Cumartesi <strong>02.00–04.00</strong> arası bakım.</p>',
    );
    const preview = within(canvas.getByRole('region', { name: 'Önizleme' }));
    await expect(preview.getByText('02.00–04.00').tagName).toBe('STRONG');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Özel bildirimi gönder' }));
    await expect(
      dialog.getByText('Bildirim bütün avukatlara gönderilecek ve canlı olarak iletilecek.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      audience: 'everyone',
      title: 'Bakım çalışması',
      body: '<p>Cumartesi <strong>02.00–04.00</strong> arası bakım.</p>',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByLabelText(/Başlık/)).toHaveValue('');
  },
};

export const EditFlow: Story = {
  name: 'Bir avukata ve bir baroya',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Bir avukat/ }));
    await userEvent.type(canvas.getByRole('searchbox'), 'zz');
    await userEvent.click(canvas.getByRole('button', { name: 'Avukat ara' }));
    await expect(await canvas.findByText('En az 3 karakter giriniz.')).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'Fatma{Enter}');
    await expect(args.onSearchLawyers).toHaveBeenCalledWith('Fatma');
    const results = within(await canvas.findByRole('radiogroup', { name: 'Bulunan avukatlar' }));
    await userEvent.click(results.getByRole('radio', { name: /Av. Fatih Şahin/ }));
    await userEvent.type(canvas.getByLabelText(/Başlık/), 'Hesabınız hakkında');
    await userEvent.type(canvas.getByLabelText(/Metin/), 'Belgeniz onaylandı.');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    let dialog = within(await screen.findByRole('dialog'));
    await expect(
      dialog.getByText('Bildirim yalnızca Av. Fatih Şahin adlı avukata gönderilecek.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      audience: 'lawyer',
      user_id: 42,
      title: 'Hesabınız hakkında',
      body: 'Belgeniz onaylandı.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('radio', { name: /Bir baro/ }));
    await userEvent.selectOptions(canvas.getByLabelText(/^Baro/), 'İzmir Barosu');
    await userEvent.type(canvas.getByLabelText(/Başlık/), 'İzmir duyurusu');
    await userEvent.type(canvas.getByLabelText(/Metin/), '<p>Metin</p>');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    dialog = within(await screen.findByRole('dialog'));
    await expect(
      dialog.getByText('Bildirim İzmir Barosu üyelerine gönderilecek ve canlı olarak iletilecek.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSend).toHaveBeenLastCalledWith({
      audience: 'bar',
      baro_id: 35,
      title: 'İzmir duyurusu',
      body: '<p>Metin</p>',
    });
  },
};

export const ValidationError: Story = {
  name: 'Eksik alanlar ve sunucu reddi',
  args: {
    onSend: fn(async (): Promise<CatalogRefusal | null> => ({
      message: 'Baro bulunamadı.',
      fields: { baro_id: 'Baro bulunamadı.' },
    })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Bir baro/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    await expect(await canvas.findByText('Lütfen bir baro seçiniz.')).toBeInTheDocument();
    await expect(canvas.getByText('Lütfen bir başlık giriniz.')).toBeInTheDocument();
    await expect(canvas.getByText('Lütfen bildirim metnini giriniz.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Başlık/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.selectOptions(canvas.getByLabelText(/^Baro/), 'Ankara Barosu');
    await userEvent.type(canvas.getByLabelText(/Başlık/), 'Duyuru');
    await userEvent.type(canvas.getByLabelText(/Metin/), 'Metin');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByText('Baro bulunamadı.').length).toBeGreaterThan(0);
  },
};

export const NoLawyerFound: Story = {
  name: 'Avukat bulunamadı',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Bir avukat/ }));
    await userEvent.type(canvas.getByRole('searchbox'), 'Kimse{Enter}');
    await expect(await canvas.findByText('Bu aramaya uyan avukat yok.')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Gönder' })).toBeVisible();
  },
};
