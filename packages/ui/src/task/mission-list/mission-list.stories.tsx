import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { missionRow, missionRows, noActions, visibleText } from '../story-fixtures.ts';
import { MissionList } from './mission-list.tsx';

const meta = {
  title: 'Görev/Listeler/Görev Listesi',
  component: MissionList,
  tags: ['autodocs'],
  args: {
    missions: missionRows,
    onCancel: fn(),
    onLawyerProfile: fn(),
    onSelectUser: fn(),
    onComplete: fn(),
    onRate: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MissionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible card or row of a mission (the other layout is display: none). */
const itemOf = (canvas: Parameters<typeof visibleText>[0], place: string) =>
  within(visibleText(canvas, place).closest('li, tr') as HTMLElement);

export const Playground: Story = {};

export const Desktop: Story = {
  name: 'Masaüstü (tablo)',
  globals: { viewport: { value: 'desktop' } },
};

export const Phone: Story = {
  name: 'Telefon (kartlar)',
  globals: { viewport: { value: 'phone' } },
};

export const ActionsFollowShowActions: Story = {
  name: 'İşlemler yalnızca showActions ile',
  args: {
    missions: [
      { ...missionRow, missionId: 1, adliyeName: 'Bakırköy Adliyesi', showActions: noActions },
      {
        ...missionRow,
        missionId: 2,
        adliyeName: 'Kartal Anadolu Adliyesi',
        showActions: { ...noActions, showCancelButton: true, selectUser: true },
      },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(itemOf(canvas, 'Bakırköy Adliyesi').queryAllByRole('button')).toHaveLength(0);
    const second = itemOf(canvas, 'Kartal Anadolu Adliyesi');
    await expect(second.getAllByRole('button').map((b) => b.textContent)).toEqual(['Başvurular', 'İptal Et']);
    await userEvent.click(second.getByRole('button', { name: 'İptal Et' }));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ missionId: 2 }));
    await userEvent.click(second.getByRole('button', { name: 'Başvurular' }));
    await expect(args.onSelectUser).toHaveBeenCalledWith(expect.objectContaining({ missionId: 2 }));
  },
};

export const DetailModal: Story = {
  name: 'Detay penceresi',
  play: async ({ canvas }) => {
    const [detail] = canvas.getAllByRole('button', { name: 'Detay' });
    await userEvent.click(detail as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Görev Detayı' });
    await expect(within(dialog).getByText('16-03-2026')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CancelReason: Story = {
  name: 'İptal sebebi (boş)',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'İptal Sebebi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Görev İptal Sebebi' });
    await expect(within(dialog).getByText('Görev İptal Sebebi Belirtilmemiş')).toBeVisible();
  },
};

export const Rate: Story = {
  name: 'Puan ver',
  play: async ({ canvas, args }) => {
    // Only the completed, not yet rated row offers rating.
    await userEvent.click(canvas.getByRole('button', { name: 'Puan Ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meslektaşınızı Puanlayın' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Puan'), '4');
    await userEvent.type(within(dialog).getByLabelText('Yorum'), 'Özenli çalıştı.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await expect(args.onRate).toHaveBeenCalledWith(expect.objectContaining({ missionId: 1204 }), {
      rating: 4,
      comment: 'Özenli çalıştı.',
    });
  },
};

export const Complete: Story = {
  name: 'Tamamlandı olarak işaretle',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tamamlandı Olarak İşaretle' }));
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ missionId: 1201 }));
  },
};

export const AppliedList: Story = {
  name: 'Başvurduğum görevler',
  args: {
    hiddenStatusTexts: ['Tamamlandı'],
    missions: [
      {
        ...missionRow,
        missionId: 1,
        status: [{ text: 'Başvuruldu', colorName: 'info' }],
        showActions: { ...noActions, waitingForResultButton: true },
      },
      {
        ...missionRow,
        missionId: 2,
        adliyeName: 'Bakırköy Adliyesi',
        status: [
          { text: 'Seçildiniz', colorName: 'success' },
          { text: 'Tamamlandı', colorName: 'success' },
        ],
        showActions: { ...noActions, showMissionDetail: true },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sonucu Bekleyiniz' })).toBeDisabled();
    await expect(visibleText(canvas, 'Görev sahibinin seçimi bekleniyor.')).toBeVisible();
    await expect(visibleText(canvas, 'Seçildiniz')).toBeVisible();
    await expect(canvas.queryAllByText('Tamamlandı').filter((el) => el.checkVisibility())).toHaveLength(0);
  },
};

export const LoadMore: Story = {
  name: 'Daha fazla',
  args: { totalPage: 3, page: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daha Fazla Göster' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LastPage: Story = {
  name: 'Son sayfa',
  args: { totalPage: 2, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Daha Fazla Göster' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { missions: [] },
  play: async ({ canvas }) => {
    await expect(visibleText(canvas, 'Görev bulunamadı.')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  name: 'Hata',
  args: { error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
