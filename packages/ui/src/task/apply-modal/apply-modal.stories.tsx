import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { USER_LOCATION, pendingMission, urgentPendingMission } from '../story-fixtures.ts';
import { ApplyModal } from './apply-modal.tsx';

const meta = {
  title: 'Görev/Bekleyen Görevler/Başvuru Penceresi',
  component: ApplyModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: {
    open: true,
    onOpenChange: fn(),
    onApply: fn(),
    mission: pendingMission,
    userLocation: USER_LOCATION,
  },
} satisfies Meta<typeof ApplyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoiceReachesOnApply: Story = {
  name: 'Seçilen cevap onApply’a ulaşır',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Çağlayan Adliyesi' });
    await expect(within(dialog).getByText('4 KM')).toBeVisible();
    // The notes of the distance and the answer; a courthouse task says nothing of an address.
    await expect(within(dialog).getByText(/kuş uçuşu mesafedir/)).toBeVisible();
    await expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Seçtiğiniz cevap, başvurunuzla birlikte görev sahibine gösterilecektir.',
    );
    await expect(within(dialog).queryByText(/adliye dışında bir adreste/)).not.toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Başvuru Yap' });
    // Nothing can be sent before an answer is chosen.
    await expect(apply).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Görevi 30 dakika gecikmeyle yapabilirim.' }),
    );
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith(1);
  },
};

export const Cancel: Story = {
  name: 'İptal',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const AddressWithoutDistance: Story = {
  name: 'Adres başlıklı, mesafesiz',
  args: { mission: urgentPendingMission, userLocation: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: urgentPendingMission.missionaddress ?? '' });
    await expect(within(dialog).queryByText(/KM/)).not.toBeInTheDocument();
    await expect(within(dialog).queryByText(/kuş uçuşu mesafedir/)).not.toBeInTheDocument();
    await expect(within(dialog).getByText(/adliye dışında bir adreste yapılacaktır/)).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'İptal' })).toBeDisabled();
  },
};
