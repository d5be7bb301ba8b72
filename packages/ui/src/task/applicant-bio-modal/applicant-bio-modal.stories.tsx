import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { newMemberRecord, typicalRecord } from '../../profile/story-fixtures.ts';
import { applicants, applicantsWithPresent } from '../story-fixtures.ts';
import { ApplicantBioModal } from './applicant-bio-modal.tsx';

const meta = {
  title: 'Görev/Atama/Avukat Biyografisi',
  component: ApplicantBioModal,
  tags: ['autodocs'],
  // Open dialogs cover the page, so the docs page gives each story its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, onOpenChange: fn(), applicant: applicants[0] ?? null },
} satisfies Meta<typeof ApplicantBioModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Av. Zeynep Gülşen Karadeniz-Öztürk' });
    const bars = within(dialog).getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(within(dialog).getByRole('progressbar', { name: 'Ticaret Hukuku' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    );
  },
};

export const WithoutBio: Story = {
  name: 'Biyografisiz',
  args: { applicant: applicants[1] ?? null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Avukat henüz kendisi hakkında bilgi eklemedi.')).toBeVisible();
    await expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Present: Story = {
  name: 'Adliyede',
  args: { applicant: applicantsWithPresent[0] ?? null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Av. Zeynep Gülşen Karadeniz-Öztürk' });
    await expect(within(dialog).getByText('Adliyede')).toBeVisible();
  },
};

const withRecord = (record: NonNullable<NonNullable<(typeof applicants)[number]>['bio']['record']>) =>
  applicants[0] ? { ...applicants[0], bio: { ...applicants[0].bio, record } } : null;

export const WithRecord: Story = {
  name: 'Güvenilirlik kaydıyla',
  args: {
    applicant: withRecord(typicalRecord),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 3, name: 'Güvenilirlik Kaydı' })).toBeVisible();
    await expect(within(dialog).getByText('%91 (24 rapordan)')).toBeVisible();
  },
};

export const NewMemberRecord: Story = {
  name: 'Yeni üye',
  args: {
    applicant: withRecord(newMemberRecord),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Yeni üye')).toBeVisible();
    await expect(within(dialog).queryByText('Tamamlanan görev')).not.toBeInTheDocument();
  },
};
