import type { CancelRequestItem } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CancelRequestList } from './cancel-request-list.tsx';

const text = (title: string, line: string) =>
  `<p><strong>${title}</strong></p><p>${line}</p><p>Müvekkil vekaleti geri aldığı için görevi yapamayacağım.</p>`;

const toAnswer: CancelRequestItem = {
  id: 41,
  name: 'Av. Mehmet Demir',
  avatar: null,
  verification_image: null,
  text: text(
    'Duruşmaya Katılım · Çağlayan Adliyesi · 18.03.2026 10:30',
    'Görevin iptalini talep ediyor: Müvekkil işten vazgeçti',
  ),
  status: { name: 'Onay Bekliyor', colorName: 'warning' },
  actions: true,
  mine: false,
  late: true,
};
const waiting: CancelRequestItem = {
  ...toAnswer,
  id: 42,
  name: 'Av. Zeynep Kaya Öztürkmenoğlu',
  text: text(
    'Dosya İnceleme · Bakırköy Adliyesi · 20.03.2026',
    'İptal talebiniz: Duruşma veya işlem ertelendi',
  ),
  actions: false,
  mine: true,
  late: false,
};
const rejected: CancelRequestItem = {
  ...waiting,
  id: 43,
  status: { name: 'Reddedildi', colorName: 'danger' },
};
const confirmed: CancelRequestItem = {
  ...toAnswer,
  id: 44,
  name: 'Av. Burak Şahin',
  actions: false,
  late: false,
  status: { name: 'Onaylandı, Görev İptal Edildi', colorName: 'success' },
};

const meta = {
  title: 'Destek/İptal Talepleri',
  component: CancelRequestList,
  tags: ['autodocs'],
  args: { requests: [toAnswer, waiting, rejected, confirmed], onAnswer: fn() },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <CancelRequestList {...args} />
    </div>
  ),
} satisfies Meta<typeof CancelRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Talepler',
  play: async ({ canvas, args }) => {
    const item = within(canvas.getByRole('listitem', { name: 'Av. Mehmet Demir' }));
    await expect(item.getByText('Geç bildirim')).toBeInTheDocument();
    // The recipient answers instead of seeing a status.
    await expect(item.queryByText('Onay Bekliyor')).not.toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: 'Onaylıyorum' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(toAnswer, 'confirm');
    await userEvent.click(item.getByRole('button', { name: 'Reddediyorum' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(toAnswer, 'cancel');
  },
};

export const Statuses: Story = {
  name: 'Durum rozetleri',
  args: { requests: [waiting, rejected, confirmed] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const badge = canvas.getByText('Onay Bekliyor');
    await expect(badge).toHaveAttribute('data-color', 'warning');
    await expect(canvas.getByText('Reddedildi')).toHaveAttribute('data-color', 'danger');
    await expect(canvas.getByText('Onaylandı, Görev İptal Edildi')).toHaveAttribute('data-color', 'success');
    // Only his own rejected request points to the dispute desk.
    await expect(canvas.getAllByRole('link', { name: 'Uyuşmazlık Masası’na başvur' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Uyuşmazlık Masası’na başvur' })).toHaveAttribute(
      'href',
      '/conflicts',
    );
  },
};

export const Answering: Story = {
  name: 'Yanıtlanıyor',
  args: { requests: [toAnswer], busyId: 41 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /Lütfen Bekleyiniz/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reddediyorum' })).toBeDisabled();
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Talep yok',
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz bir iptal talebi yok.')).toBeInTheDocument();
  },
};

export const HostileText: Story = {
  name: 'Metindeki HTML ayıklanır',
  args: {
    requests: [
      {
        ...waiting,
        text: '<p>Talep<img src="x" alt="" onerror="window.__cancelRan = 1"><script>window.__cancelRan = 2</script></p>',
      },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Talep')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="cancel-request-item"] script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'Mobil',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
