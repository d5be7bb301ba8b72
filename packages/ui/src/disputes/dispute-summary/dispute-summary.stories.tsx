import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { openDispute, readDispute, resolvedDispute } from '../story-fixtures.ts';
import { DisputeSummary } from './dispute-summary.tsx';

const infoText =
  'Bir görevle ilgili meslektaşınızla anlaşmazlık yaşıyorsanız buradan başvurabilirsiniz. Mesajlarınız ekibimiz tarafından incelenir ve iki tarafın görüşü alınarak sonuçlandırılır.';

const meta = {
  title: 'Uyuşmazlık/Uyuşmazlık Özeti',
  component: DisputeSummary,
  tags: ['autodocs'],
  args: { dispute: openDispute, infoText },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <DisputeSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof DisputeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Açık',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Av. Mehmet Çelik Karaosmanoğlu')).toBeInTheDocument();
    await expect(canvas.getByText('İstanbul Çağlayan Adliyesi')).toBeInTheDocument();
    await expect(canvas.getByText('Duruşmaya Katılım')).toBeInTheDocument();
    await expect(canvas.getByText('05.03.2026')).toBeInTheDocument();
    await expect(canvas.getByText('1.250 TL')).toBeInTheDocument();
    await expect(canvas.getByText('İnceleniyor')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Uyuşmazlık Sonucu' })).not.toBeInTheDocument();
  },
};

export const InfoModalOpens: Story = {
  name: 'Bilgi penceresi',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Uyuşmazlık masası hakkında bilgi' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(infoText)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Resolved: Story = {
  name: 'Sonuçlanmış',
  args: { dispute: resolvedDispute },
  play: async ({ canvas }) => {
    const result = canvas.getByRole('region', { name: 'Uyuşmazlık Sonucu' });
    await expect(result).toHaveTextContent(/ücretin görev sahibine iadesine karar verilmiştir/);
    await expect(canvas.getByText('Sonuçlandı')).toBeInTheDocument();
  },
};

export const WithoutPhotoOrCourt: Story = {
  name: 'Fotoğrafsız karşı taraf, adres görevi',
  args: {
    dispute: { ...readDispute, mission: { ...readDispute.mission, adliyeName: null } },
    infoText: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ZK')).toBeInTheDocument();
    await expect(canvas.getByText('—')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /bilgi/ })).not.toBeInTheDocument();
  },
};
