import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MissionDetail, MissionStatus } from '@meslektas/domain';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CURRENT_USER_ID,
  NOW,
  OTHER_USER_ID,
  TOMORROW,
  authorityDocument,
  missionDetail,
} from '../story-fixtures.ts';
import { MissionDetailView, type MissionDetailViewProps } from './mission-detail-view.tsx';

const completedDetail: MissionDetail = {
  ...missionDetail,
  missionStatus: MissionStatus.completed,
  statusTip: null,
  showActions: { ...missionDetail.showActions, completedButton: false, commentStatus: 0 },
};

/** The creator's view of a task nobody is assigned to yet, as the server sends it. */
const openDetail: MissionDetail = {
  ...missionDetail,
  userId: null,
  userName: null,
  userAvatar: null,
  telNo: null,
  wpMessage: null,
  muhatap: null,
  missionStatus: MissionStatus.open,
  statusTip: null,
  status: [{ text: 'Başvuru Bekleniyor', colorName: 'info' }],
  showActions: {
    ...missionDetail.showActions,
    completedButton: false,
    showLawyerProfile: false,
    showMissionDetail: true,
    showCancelButton: true,
    selectUser: true,
  },
};

const meta = {
  title: 'Görev/Görev Detayı/Detay',
  component: MissionDetailView,
  tags: ['autodocs'],
  args: {
    mission: missionDetail,
    currentUserId: CURRENT_USER_ID,
    now: NOW,
    profileHref: (id) => `/avukat-profili/${id}`,
    applicationsHref: '/gorev-atamasi/1201',
    authorityDocument,
    onOpenAuthorityDocument: fn(),
    onMarkCompleted: fn(),
    onRate: fn(),
  },
} satisfies Meta<typeof MissionDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsCreator: Story = {
  name: 'Görevi oluşturan görür',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('BUGÜN')).toBeVisible();
    const counterpart = within(canvas.getByRole('region', { name: 'Göreve Atanan' }));
    await expect(counterpart.getByText('Av. Ayşe Nur Yıldırım-Çelikkanat')).toBeVisible();
    await expect(counterpart.getByRole('link', { name: 'Ara' })).toHaveAttribute('href', 'tel:05321234567');
    await expect(counterpart.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/905321234567?text=Merhaba',
    );
    await expect(counterpart.getByRole('link', { name: 'Profile Git' })).toHaveAttribute(
      'href',
      `/avukat-profili/${OTHER_USER_ID}`,
    );
    // Assigned: the choice is made, so the server no longer offers the applicants.
    await expect(canvas.queryByRole('link', { name: 'Başvurular' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Görev atandı/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Puan Ver' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Görevi Tamamlandı Olarak İşaretle' }));
    await expect(args.onMarkCompleted).toHaveBeenCalledTimes(1);
  },
};

export const AsAssignee: Story = {
  name: 'Göreve atanan görür',
  args: { currentUserId: OTHER_USER_ID, mission: { ...missionDetail, missionDate: TOMORROW } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('17.03.2026')).toBeVisible();
    const counterpart = within(canvas.getByRole('region', { name: 'Görevi Oluşturan' }));
    await expect(counterpart.getByText('Av. Mehmet Ali Karaosmanoğlu')).toBeVisible();
    await expect(counterpart.getByRole('link', { name: 'Profile Git' })).toHaveAttribute(
      'href',
      `/avukat-profili/${CURRENT_USER_ID}`,
    );
    await expect(canvas.queryByRole('link', { name: 'Başvurular' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Görevi Tamamlandı Olarak İşaretle' })).toBeVisible();
  },
};

export const AssigneeDownloadsAuthorityPdf: Story = {
  name: 'Göreve atanan, yetki belgesi PDF',
  args: {
    currentUserId: OTHER_USER_ID,
    mission: {
      ...missionDetail,
      muhatap: { id: CURRENT_USER_ID, verification_image: null, yetkibelgesi: false },
      authorityPdf: '/api/mission/42/yetkibelgesi.pdf?exp=1773792000&sig=c2lnbmF0dXJl',
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Yetki Belgesini İndir (PDF)' });
    await expect(link).toHaveAttribute(
      'href',
      '/api/mission/42/yetkibelgesi.pdf?exp=1773792000&sig=c2lnbmF0dXJl',
    );
    await expect(link).toHaveAttribute('download', `yetki-belgesi-${missionDetail.missionId}.pdf`);
    // The owner's on-screen document belongs to the other direction: not offered here.
    await expect(canvas.queryByRole('button', { name: 'Yetki Belgesi' })).not.toBeInTheDocument();
  },
};

export const OpenWithoutAssignee: Story = {
  name: 'Açık görev, atama yok',
  args: { mission: openDetail },
  play: async ({ canvas }) => {
    // Only what the server accepts: the applicants, never 'completed' on an unassigned task.
    await expect(canvas.getByRole('link', { name: 'Başvurular' })).toHaveAttribute(
      'href',
      '/gorev-atamasi/1201',
    );
    await expect(
      canvas.queryByRole('button', { name: 'Görevi Tamamlandı Olarak İşaretle' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Göreve Atanan' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Görev atandı/)).not.toBeInTheDocument();
  },
};

export const StatusTipFromServer: Story = {
  name: 'Atanmış görevde sunucunun ipucu',
  args: {
    mission: {
      ...missionDetail,
      statusTip: 'Meslektaşınızla iletişime geçip görevi yaptıktan sonra tamamlandı olarak işaretleyiniz.',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Meslektaşınızla iletişime geçip görevi yaptıktan sonra tamamlandı olarak işaretleyiniz.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Görev atandı/)).not.toBeInTheDocument();
  },
};

export const AssignedWithoutTip: Story = {
  name: 'Atanmış görev, ipucu gönderilmemiş',
  args: { mission: { ...missionDetail, statusTip: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="status-tip"]')).toBeNull();
  },
};

export const CompletedAwaitingRating: Story = {
  name: 'Tamamlandı, puan bekliyor',
  args: { mission: completedDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Görev Tamamlandı');
    await expect(
      canvas.queryByRole('button', { name: 'Görevi Tamamlandı Olarak İşaretle' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Başvurular' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Puan Ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meslektaşınızı Puanlayın' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Puan'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await expect(args.onRate).toHaveBeenCalledWith({ rating: 3, comment: '' });
  },
};

export const CompletedAndRated: Story = {
  name: 'Tamamlandı ve puanlandı',
  args: {
    mission: { ...completedDetail, showActions: { ...completedDetail.showActions, commentStatus: 1 } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Görev Tamamlandı');
    await expect(canvas.queryByRole('button', { name: 'Puan Ver' })).not.toBeInTheDocument();
  },
};

export const UrgentWithAddress: Story = {
  name: 'Acil, adres gösterilebilir',
  args: { mission: { ...missionDetail, fast: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acil')).toBeVisible();
    const address = missionDetail.address ?? '';
    await expect(canvas.getByText(address)).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adresi Göster' }));
    await expect(canvas.getByText(address)).toBeVisible();
  },
};

export const AuthorityDocumentModal: Story = {
  name: 'Yetki belgesi penceresi',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yetki Belgesi' }));
    await expect(args.onOpenAuthorityDocument).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Yetki Belgesi' });
    await expect(within(dialog).getByText('12345678950')).toBeVisible();
  },
};

export const WithoutAuthorityDocument: Story = {
  name: 'Yetki belgesi yok',
  args: {
    mission: {
      ...missionDetail,
      muhatap: { id: OTHER_USER_ID, verification_image: null, yetkibelgesi: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Yetki Belgesi' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Yetki Belgesini İndir/ })).not.toBeInTheDocument();
  },
};

function CompletesThenRates(props: MissionDetailViewProps) {
  const [mission, setMission] = React.useState(props.mission);
  return (
    <MissionDetailView
      {...props}
      mission={mission}
      onMarkCompleted={() => {
        props.onMarkCompleted?.();
        setMission((m) => ({
          ...m,
          missionStatus: MissionStatus.completed,
          statusTip: null,
          showActions: { ...m.showActions, completedButton: false, commentStatus: 0 },
        }));
      }}
      onRate={(value) => {
        props.onRate?.(value);
        setMission((m) => ({ ...m, showActions: { ...m.showActions, commentStatus: 1 } }));
      }}
    />
  );
}

export const MarkCompletedThenRate: Story = {
  name: 'Tamamla, ardından puanla',
  render: (args) => <CompletesThenRates {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Görevi Tamamlandı Olarak İşaretle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meslektaşınızı Puanlayın' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Puan'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await expect(args.onRate).toHaveBeenCalledWith({ rating: 5, comment: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Puan Ver' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Görev Tamamlandı');
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };
