import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  NOW,
  TOMORROW,
  USER_LOCATION,
  appliedPendingMission,
  pendingMission,
  urgentPendingMission,
} from '../story-fixtures.ts';
import { PendingMissionCard } from './pending-mission-card.tsx';
import { onPhone } from '../../lib/story-fixtures.tsx';

const meta = {
  title: 'Görev/Bekleyen Görevler/Görev Kartı',
  component: PendingMissionCard,
  tags: ['autodocs'],
  args: { mission: pendingMission, now: NOW, fetchedAt: NOW, userLocation: USER_LOCATION, onApply: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PendingMissionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Bugün')).toBeVisible();
    await expect(canvas.getByText('4 KM')).toBeVisible();
    await expect(canvas.getByText('1.250 TL')).toBeVisible();
    // 485 s left from the fetch instant: the red box shows the minutes, the orange one the seconds.
    const timers = canvas.getAllByRole('timer');
    await expect(timers.map((t) => t.textContent)).toEqual(['08', '05']);
    await expect(timers[0]).toHaveAccessibleName('Kalan süre: 08:05');
    await expect(canvas.queryByText('Acil')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Göreve Başvur' }));
    await expect(args.onApply).toHaveBeenCalledWith(args.mission);
  },
};

export const Urgent: Story = {
  name: 'Acil, gizlenebilir adresli',
  args: { mission: urgentPendingMission },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acil')).toBeVisible();
    await expect(canvas.getByText(/atama yapıldığında görev 15 dakika dolmadan kapanabilir/)).toBeVisible();
    const address = urgentPendingMission.address ?? '';
    await expect(canvas.getByText(address)).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adresi Göster' }));
    await expect(canvas.getByText(address)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adresi Gizle' }));
    await expect(canvas.getByText(address)).not.toBeVisible();
  },
};

export const WithoutLocation: Story = {
  name: 'Konum bilinmiyor, yarın',
  args: { userLocation: null, mission: { ...pendingMission, missionDate: TOMORROW, userAvatar: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/KM/)).not.toBeInTheDocument();
    // Without a photo the avatar shows the owner's initials, not those of a role label.
    await expect(canvas.getByText('MK')).toBeVisible();
    await expect(canvas.getByText('17-03-2026')).toBeVisible();
  },
};

export const WindowEnded: Story = {
  name: 'Süre doldu',
  args: { fetchedAt: new Date(NOW.getTime() - 20 * 60 * 1000) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('timer').map((t) => t.textContent)).toEqual(['00', '00']);
  },
};

/** A phone shows a whole urgent card, apply button included, on one screen (360 × 640). */
export const Phone: Story = {
  ...onPhone,
  args: { mission: urgentPendingMission },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="pending-mission-card"]')!;
    // 640 less the header and the bottom bar leaves about 500 px.
    await expect(card.getBoundingClientRect().height).toBeLessThan(500);
  },
};

// A task created 6.5 minutes before the story loads, with the server's 510 seconds left, and no
// fetch instant: the card must count the window from createdAt (08:30 left), not the 510 seconds
// from createdAt again (02:00).
const sixAndAHalfMinutesAgo = new Date(Date.now() - 390_000).toISOString();
export const WithoutFetchInstant: Story = {
  name: 'Yeniden yüklendikten sonra, gerçek saat',
  args: {
    now: undefined,
    fetchedAt: undefined,
    mission: {
      ...pendingMission,
      createdAt: sixAndAHalfMinutesAgo,
      status: pendingMission.status.map((entry) => ({ ...entry, seconds: 510 })),
    },
  },
  // The real clock ticks: no screenshot of it.
  tags: ['skip-visual'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const [minutes] = canvas.getAllByRole('timer');
    await expect(minutes).toHaveTextContent('08');
    await expect(canvas.getByRole('button', { name: 'Göreve Başvur' })).toBeEnabled();
  },
};

export const Applied: Story = {
  name: 'Başvurulmuş',
  args: { mission: appliedPendingMission },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Başvuruldu')).toBeVisible();
    await expect(canvas.getByText(/görev sahibinin seçimini bekleyin/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Göreve Başvur' })).not.toBeInTheDocument();
  },
};

export const UrgentAfterWindow: Story = {
  name: 'Acil, başvuru süresi geçmiş',
  args: { mission: { ...urgentPendingMission, status: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Göreve Başvur' })).toBeEnabled();
  },
};

export const Widened: Story = {
  name: 'Yakın adliyeye açılmış',
  args: {
    mission: {
      ...pendingMission,
      reachDistanceM: 12_400,
      windowStartedAt: NOW.toISOString(),
      adliyeName: 'Çağlayan Adliyesi',
      missionaddress: 'Çağlayan Adliyesi',
      // Reopened just now: a fresh window of 15 minutes.
      status: pendingMission.status.map((entry) => ({ ...entry, seconds: 900 })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 km uzakta')).toBeVisible();
    const timers = canvas.getAllByRole('timer');
    await expect(timers[0]).toHaveAccessibleName('Kalan süre: 15:00');
    await expect(canvas.getByRole('button', { name: 'Göreve Başvur' })).toBeEnabled();
  },
};

/** Priority waves: the task is offered only to the lawyers at its courthouse for a while yet. */
export const WaitingForWave: Story = {
  name: 'Adliyedekilere açık, başvuru sırası bekleniyor',
  args: { mission: { ...pendingMission, opensIn: 150 } },
  play: async ({ canvas }) => {
    const apply = canvas.getByRole('button', { name: 'Göreve Başvur' });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAccessibleDescription(
      'Görev önce adliyede bulunan meslektaşlara açıldı. 3 dk sonra başvuruya açılacak',
    );
    await expect(canvas.getByText('3 dk sonra başvuruya açılacak')).toBeVisible();
    await expect(canvas.queryByText('Adliyedekilere öncelikli')).not.toBeInTheDocument();
  },
};

/** Under a minute the countdown speaks in seconds. */
export const WaitingForWaveSeconds: Story = {
  name: 'Başvuruya saniyeler kala',
  args: { mission: { ...pendingMission, opensIn: 150 }, fetchedAt: new Date(NOW.getTime() - 105_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('45 sn sonra başvuruya açılacak')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Göreve Başvur' })).toBeDisabled();
  },
};

/** The countdown reaches 0 on the real clock: the button enables without a new list. */
export const WaveOpensLive: Story = {
  name: 'Sıra gelince başvuru açılır, gerçek saat',
  // No fetch instant: counted from the card's first render.
  args: { now: undefined, fetchedAt: undefined, mission: { ...pendingMission, opensIn: 2 } },
  tags: ['skip-visual'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args }) => {
    const apply = canvas.getByRole('button', { name: 'Göreve Başvur' });
    await expect(apply).toBeDisabled();
    await waitFor(() => expect(apply).toBeEnabled(), { timeout: 4000 });
    await expect(canvas.queryByText(/sonra başvuruya açılacak/)).not.toBeInTheDocument();
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith(args.mission);
  },
};

/** The lawyer is at the courthouse: he may apply before the others. */
export const Priority: Story = {
  name: 'Adliyedekilere öncelikli',
  args: { mission: { ...pendingMission, priority: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Adliyedekilere öncelikli')).toBeVisible();
    await expect(canvas.getByText(/Adliyede olduğunuz için bu göreve herkesten önce/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Göreve Başvur' })).toBeEnabled();
  },
};
