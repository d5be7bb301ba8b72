import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
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

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    // Both layouts carry each task's id, in the server's order, for tests and deep links.
    const ids = (selector: string) =>
      [...canvasElement.querySelectorAll(selector)].map((el) => Number(el.getAttribute('data-mission-id')));
    const expected = args.missions.map((m) => m.missionId);
    await expect(ids('tbody tr[data-mission-id]')).toEqual(expected);
    await expect(ids('li[data-mission-id]')).toEqual(expected);
  },
};

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
  name: 'Görev özeti penceresi',
  play: async ({ canvas }) => {
    const [detail] = canvas.getAllByRole('button', { name: 'Görev Özeti' });
    await userEvent.click(detail as HTMLElement);
    // The urgent task's summary: its title carries the 'Acil' badge.
    const dialog = await screen.findByRole('dialog', { name: /^Görev Özeti/ });
    await expect(within(dialog).getByText('17-03-2026')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OneWayToTheTask: Story = {
  name: 'Görev için tek bağlantı',
  args: {
    detailHref: (m) => `/gorev-detaylari/${m.missionId}`,
    lawyerProfileHref: () => '/avukat-profili/7',
  },
  play: async ({ canvas }) => {
    // The summary where the detail page is not offered, the page where it is; never both on a row.
    const completed = itemOf(canvas, 'Kartal Anadolu Adliyesi');
    await expect(completed.getByRole('link', { name: 'Görev Detayları' })).toHaveAttribute(
      'href',
      '/gorev-detaylari/1204',
    );
    await expect(completed.queryByRole('button', { name: 'Görev Özeti' })).not.toBeInTheDocument();
    // The profile action leads to the colleague's profile, under its own name.
    await expect(completed.getByRole('link', { name: 'Avukat Profili' })).toHaveAttribute(
      'href',
      '/avukat-profili/7',
    );
    const open = itemOf(canvas, 'Maslak, Büyükdere Cd. No:2, Sarıyer/İstanbul');
    await expect(open.getByRole('button', { name: 'Görev Özeti' })).toBeVisible();
    await expect(open.queryByRole('link', { name: 'Görev Detayları' })).not.toBeInTheDocument();
    await expect(open.queryByRole('link', { name: 'Avukat Profili' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Detay' })).not.toBeInTheDocument();
  },
};

export const UrgentOnce: Story = {
  name: 'Acil bir kez',
  play: async ({ canvas }) => {
    const urgent = itemOf(canvas, 'Maslak, Büyükdere Cd. No:2, Sarıyer/İstanbul');
    await expect(urgent.getAllByText('Acil').filter((el) => el.checkVisibility())).toHaveLength(1);
  },
};

export const WidenedToHisCourthouse: Story = {
  name: 'Yakın adliyeye açılmış görev',
  args: {
    missions: [
      {
        ...missionRow,
        missionId: 1290,
        adliyeName: 'Bakırköy Adliyesi',
        reachDistanceM: 12_400,
        status: [{ text: 'Başvuru Süresi Doldu', colorName: 'secondary' }],
        showActions: noActions,
      },
      { ...missionRow, missionId: 1291, showActions: noActions },
    ],
  },
  play: async ({ canvas }) => {
    // The widened task says how far it is, as its pending card did; the task at his own courthouse does not.
    await expect(visibleText(canvas, '12 km uzakta')).toBeVisible();
    await expect(itemOf(canvas, 'Çağlayan Adliyesi').queryByText(/km uzakta/)).not.toBeInTheDocument();
  },
};

export const DateAndPrice: Story = {
  name: 'Tarih ve ücret',
  args: {
    missions: [
      {
        ...missionRow,
        missionId: 1,
        missionDate: '2026-03-16',
        missionTime: '10:30',
        missionPrice: 1250,
        status: [{ text: 'Başvuruldu', colorName: 'info' }],
        showActions: { ...noActions, showMissionDetail: true },
      },
      {
        ...missionRow,
        missionId: 2,
        missionDate: '2026-03-18',
        missionTime: null,
        missionPrice: 750,
        status: [{ text: 'Başvuruldu', colorName: 'info' }],
        showActions: { ...noActions, showMissionDetail: true },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    // Two applied tasks of the same category and courthouse differ by date and price.
    const visibleItem = (id: number) =>
      [...canvasElement.querySelectorAll<HTMLElement>(`[data-mission-id="${id}"]`)].find((el) =>
        el.checkVisibility(),
      ) as HTMLElement;
    const first = within(visibleItem(1));
    await expect(first.getByText('16-03-2026 10:30')).toBeVisible();
    await expect(first.getByText('1.250 TL')).toBeVisible();
    const second = within(visibleItem(2));
    await expect(second.getByText('18-03-2026')).toBeVisible();
    await expect(second.getByText('750 TL')).toBeVisible();
  },
};

export const CancelledWithReason: Story = {
  name: 'İptal edilen görev sebebiyle',
  args: {
    missions: [
      {
        ...missionRow,
        missionId: 1205,
        adliyeName: 'Bakırköy Adliyesi',
        missionStatus: 4,
        cancelText: 'Müvekkil işi kendisi halletti.',
        status: [{ text: 'İptal Edildi', colorName: 'danger' }],
        showActions: { ...noActions, showMissionDetail: true, cancelMission: true },
      },
    ],
  },
  play: async ({ canvas }) => {
    const row = itemOf(canvas, 'Bakırköy Adliyesi');
    await expect(row.getByText('İptal Edildi')).toBeVisible();
    await expect(row.getByText('Müvekkil işi kendisi halletti.')).toBeVisible();
    await expect(row.queryByRole('button', { name: 'İptal Et' })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'İptal Sebebi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Görev İptal Sebebi' });
    await expect(within(dialog).getByText('Müvekkil işi kendisi halletti.')).toBeVisible();
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

const ratingDialog = () => screen.findByRole('dialog', { name: 'Meslektaşınızı Puanlayın' });

async function fillRating(dialog: HTMLElement) {
  await userEvent.selectOptions(within(dialog).getByLabelText('Puan'), '5');
  await userEvent.type(within(dialog).getByLabelText('Yorum'), 'Teşekkürler.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
}

export const RatingOpenedFromOutside: Story = {
  name: 'Puan penceresi dışarıdan açık',
  args: { ratingMissionId: 1201, onRatingOpenChange: fn() },
  play: async ({ args }) => {
    // Opened by the prop alone (1201 has no 'Puan Ver' button), as after marking it completed.
    const dialog = await ratingDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await expect(args.onRatingOpenChange).toHaveBeenCalledWith(null);
    // Controlled: it stays open until the owner changes the prop.
    await expect(screen.getByRole('dialog', { name: 'Meslektaşınızı Puanlayın' })).toBeVisible();
  },
};

function ListThatDropsTheRatedRow(props: React.ComponentProps<typeof MissionList>) {
  // As the created list after 'completed': the reload no longer holds the task being rated.
  const [missions, setMissions] = React.useState(props.missions);
  React.useEffect(() => {
    const timer = window.setTimeout(
      () => setMissions((rows) => rows.filter((m) => m.missionId !== 1201)),
      50,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return <MissionList {...props} missions={missions} />;
}

export const RatingStaysWhenRowLeaves: Story = {
  name: 'Puan penceresi, görev listeden çıkınca da açık',
  args: { ratingMissionId: 1201, onRatingOpenChange: fn(), onRate: fn() },
  render: (args) => <ListThatDropsTheRatedRow {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await ratingDialog();
    await waitFor(() => expect(canvasElement.querySelector('[data-mission-id="1201"]')).toBeNull());
    await expect(dialog).toBeVisible();
    await fillRating(dialog);
    await expect(args.onRate).toHaveBeenCalledWith(expect.objectContaining({ missionId: 1201 }), {
      rating: 5,
      comment: 'Teşekkürler.',
    });
  },
};

export const RateClosesWhenSent: Story = {
  name: 'Puan gönderilince kapanır',
  args: { onRate: fn(() => Promise.resolve()), onRatingOpenChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Puan Ver' }));
    await expect(args.onRatingOpenChange).toHaveBeenCalledWith(1204);
    await fillRating(await ratingDialog());
    await expect(args.onRate).toHaveBeenCalledWith(expect.objectContaining({ missionId: 1204 }), {
      rating: 5,
      comment: 'Teşekkürler.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onRatingOpenChange).toHaveBeenLastCalledWith(null);
  },
};

export const RateStaysOpenWhenFailed: Story = {
  name: 'Puan gönderilemezse açık kalır',
  args: { onRate: fn(() => Promise.reject(new Error('Hata meydana geldi!'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Puan Ver' }));
    const dialog = await ratingDialog();
    await fillRating(dialog);
    await expect(args.onRate).toHaveBeenCalledTimes(1);
    // Once the failure is in, the form is usable again and keeps what was typed.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Gönder' })).toBeEnabled());
    await expect(screen.getByRole('dialog', { name: 'Meslektaşınızı Puanlayın' })).toBeVisible();
    await expect(within(dialog).getByLabelText('Yorum')).toHaveValue('Teşekkürler.');
  },
};

export const ActionLinks: Story = {
  name: 'Bağlantı olarak işlemler',
  args: {
    lawyerProfileHref: (m) => `/avukat-profili/${m.ownerId}`,
    selectUserHref: (m) => `/gorevlendirme/${m.missionId}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Avukat Profili' })[0]).toHaveAttribute(
      'href',
      `/avukat-profili/${missionRows[0]!.ownerId}`,
    );
    await expect(canvas.getByRole('link', { name: 'Başvurular' })).toHaveAttribute(
      'href',
      '/gorevlendirme/1202',
    );
    await expect(canvas.queryByRole('button', { name: 'Başvurular' })).not.toBeInTheDocument();
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
