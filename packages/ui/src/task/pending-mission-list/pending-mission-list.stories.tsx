import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedbackMessages } from '@meslektas/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NOW, USER_LOCATION, pendingMission, urgentPendingMission } from '../story-fixtures.ts';
import { PendingMissionList } from './pending-mission-list.tsx';

const meta = {
  title: 'Görev/Bekleyen Görevler/Liste',
  component: PendingMissionList,
  tags: ['autodocs'],
  args: {
    missions: [pendingMission, urgentPendingMission],
    infoText: 'Adliyenizdeki meslektaşlarınızın açtığı görevler aşağıdadır.',
    noMissionText: 'Şu an için bekleyen göreviniz bulunmamaktadır.',
    infoModalText: 'Görevlere açıldıktan sonraki 15 dakika içinde başvurabilirsiniz.',
    now: NOW,
    fetchedAt: NOW,
    userLocation: USER_LOCATION,
    onApply: fn(),
    onError: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PendingMissionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ApplyFlow: Story = {
  name: 'Başvuru akışı',
  play: async ({ canvas, args }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Göreve Başvur' });
    await userEvent.click(first as HTMLElement);
    // The modal opens half a second after the choice, not at once.
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Çağlayan Adliyesi' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Görevi öğleden sonra yapabilirim.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Başvuru Yap' }));
    await expect(args.onApply).toHaveBeenCalledWith(pendingMission.missionId, 2);
  },
};

export const ServerTexts: Story = {
  name: 'Sunucu metinleri',
  args: {
    cardLabels: { urgentNotice: 'Acil görev: başvurular anında iletilir.' },
    applyLabels: {
      answers: 'Görev sahibine iletilecek cevabınızı seçiniz.',
      answerNote: 'Cevabınız başvurunuzla birlikte gösterilir.',
      distanceNote: 'Kuş uçuşu uzaklık.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acil görev: başvurular anında iletilir.')).toBeVisible();
    const [first] = canvas.getAllByRole('button', { name: 'Göreve Başvur' });
    await userEvent.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Çağlayan Adliyesi' });
    await expect(
      within(dialog).getByRole('radiogroup', { name: 'Görev sahibine iletilecek cevabınızı seçiniz.' }),
    ).toHaveAccessibleDescription('Cevabınız başvurunuzla birlikte gösterilir.');
    await expect(within(dialog).getByText('Kuş uçuşu uzaklık.')).toBeVisible();
  },
};

export const NeedsLocation: Story = {
  name: 'Adresli göreve konumsuz başvuru',
  args: { userLocation: null },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Göreve Başvur' });
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onError).toHaveBeenCalledWith(feedbackMessages.applyNeedsLocation);
    await new Promise((r) => setTimeout(r, 700));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const InfoModal: Story = {
  name: 'Bilgi penceresi',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bilgi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bekleyen Görevler Hakkında' });
    await expect(within(dialog).getByText(/15 dakika içinde/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  args: { missions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Şu an için bekleyen göreviniz bulunmamaktadır.')).toBeVisible();
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

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };
