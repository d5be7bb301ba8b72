import type { TicketOption } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TicketForm } from './ticket-form.tsx';

const ticketOptions: TicketOption[] = [
  {
    key: 'gorev',
    value: 1,
    text: 'Görev oluşturma ve başvurular',
    redirect: null,
    type: 'subselect',
    info: null,
    sub: [
      {
        key: 'basvuru_yapamiyorum',
        value: 12,
        text: 'Görevlere başvuru yapamıyorum',
        redirect: null,
        type: 'animation_modal_text',
        info: 'Ücretsiz üyelikte günde en fazla 3 göreve başvurabilirsiniz, Pro üyelikte sınır yoktur.',
      },
      {
        key: 'gorev_bildirimi_gelmiyor',
        value: 13,
        text: 'Yeni görev bildirimleri gelmiyor',
        redirect: null,
        type: 'infoText',
        info: 'Bildirimler yalnızca görev aldığınız adliyelerdeki görevler için gelir.',
      },
      {
        key: 'gorev_diger',
        value: 14,
        text: 'Görevle ilgili başka bir sorum var',
        redirect: null,
        type: null,
        info: null,
      },
    ],
  },
  {
    key: 'gorev_iptal',
    value: 2,
    text: 'Atanmış bir görevi iptal etmek istiyorum',
    redirect: 'cancel_request',
    type: null,
    info: null,
  },
  {
    key: 'baro_degisikligi',
    value: 3,
    text: 'Baro veya adliye değişikliği',
    redirect: 'baro_change',
    type: null,
    info: null,
  },
  {
    key: 'sss',
    value: 5,
    text: 'Uygulamanın nasıl çalıştığını öğrenmek istiyorum',
    redirect: 'sss',
    type: null,
    info: null,
  },
  {
    key: 'diger',
    value: 7,
    text: 'Diğer konular',
    redirect: null,
    type: 'infoText',
    info: 'Sorunuzu olabildiğince ayrıntılı yazınız.',
  },
];

const meta = {
  title: 'Destek/Akıllı Destek Formu',
  component: TicketForm,
  tags: ['autodocs'],
  args: {
    options: ticketOptions,
    onSubmit: fn(),
    onRedirect: fn(),
    onAnalysed: fn(),
    loaderMs: 50,
  },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <TicketForm {...args} />
    </div>
  ),
} satisfies Meta<typeof TicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Soru gönderme (alt konu)',
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Gönder' })).not.toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText(/^Konu/), 'Görev oluşturma ve başvurular');
    await userEvent.selectOptions(canvas.getByLabelText(/Alt konu/), 'Görevle ilgili başka bir sorum var');
    await userEvent.type(canvas.getByLabelText(/Sorunuz/), 'Görevimi nasıl düzenlerim?');
    await userEvent.click(canvas.getByRole('button', { name: 'Gönder' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ option: 14, message: 'Görevimi nasıl düzenlerim?' });
  },
};

export const InfoText: Story = {
  name: 'Bilgi metni (infoText)',
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^Konu/), 'Diğer konular');
    await expect(canvas.getByRole('note')).toHaveTextContent('Sorunuzu olabildiğince ayrıntılı yazınız.');
    await expect(canvas.getByLabelText(/Sorunuz/)).toBeInTheDocument();
  },
};

export const AnimationModal: Story = {
  name: 'Akıllı analiz (animation_modal_text)',
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^Konu/), 'Görev oluşturma ve başvurular');
    await userEvent.selectOptions(canvas.getByLabelText(/Alt konu/), 'Görevlere başvuru yapamıyorum');
    const dialog = await screen.findByRole('dialog', { name: 'Akıllı Destek' });
    await expect(dialog).toHaveTextContent(/Sorununuz inceleniyor|Size uygun çözüm aranıyor/);
    await waitFor(() => expect(args.onAnalysed).toHaveBeenCalledWith(expect.objectContaining({ value: 12 })));
    await expect(args.onAnalysed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The question can still be written afterwards.
    await expect(canvas.getByLabelText(/Sorunuz/)).toBeInTheDocument();
  },
};

export const Redirects: Story = {
  name: 'Yönlendirmeler',
  play: async ({ canvas, args }) => {
    const subject = canvas.getByLabelText(/^Konu/);
    await userEvent.selectOptions(subject, 'Atanmış bir görevi iptal etmek istiyorum');
    await expect(args.onRedirect).toHaveBeenLastCalledWith(
      'cancel_request',
      expect.objectContaining({ value: 2 }),
    );
    await userEvent.selectOptions(subject, 'Uygulamanın nasıl çalıştığını öğrenmek istiyorum');
    await expect(args.onRedirect).toHaveBeenLastCalledWith('sss', expect.objectContaining({ value: 5 }));
    await userEvent.selectOptions(subject, 'Baro veya adliye değişikliği');
    await expect(args.onRedirect).toHaveBeenLastCalledWith(
      'baro_change',
      expect.objectContaining({ value: 3 }),
    );
    // A subject that leads elsewhere does not stay chosen.
    await expect(subject).toHaveValue('');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  name: 'Gönderiliyor',
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^Konu/), 'Diğer konular');
    const button = canvas.getByRole('button', { name: /Lütfen Bekleyiniz/ });
    await expect(button).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  name: 'Sunucu hataları',
  args: { errors: { option: 'Lütfen konu seçiniz.', message: 'Lütfen sorunuzu yazınız.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Konu/)).toHaveAccessibleDescription('Lütfen konu seçiniz.');
    await userEvent.selectOptions(canvas.getByLabelText(/^Konu/), 'Diğer konular');
    await expect(canvas.getByLabelText(/Sorunuz/)).toHaveAccessibleDescription('Lütfen sorunuzu yazınız.');
  },
};
