import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { applicants, applicantsWithPresent, visibleText } from '../story-fixtures.ts';
import { ApplicantTable } from './applicant-table.tsx';

const meta = {
  title: 'Görev/Atama/Başvuranlar',
  component: ApplicantTable,
  tags: ['autodocs'],
  args: {
    applicants,
    onAssign: fn(),
    lawyerInfoHref: (a) => `/gorev-detaylari/1201?avukat=${a.user_id}`,
    notice: 'Başvuranlardan birini seçerek görevi atayabilirsiniz.',
    cannotAssignText: 'Bu avukat Pro üye olmadığı için acil görevlere atanamaz.',
  },
} satisfies Meta<typeof ApplicantTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: Parameters<typeof visibleText>[0], name: string) =>
  within(visibleText(canvas, name).closest('li, tr') as HTMLElement);

export const Playground: Story = {};

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const AssignAndBlocked: Story = {
  name: 'Ata ya da atama yapılamaz',
  play: async ({ canvas, args }) => {
    const first = rowOf(canvas, 'Av. Zeynep Gülşen Karadeniz-Öztürk');
    await expect(first.getByText('4 KM')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Avukat Bilgileri' })).toHaveAttribute(
      'href',
      '/gorev-detaylari/1201?avukat=51',
    );
    await userEvent.click(first.getByRole('button', { name: 'Görevi Ata' }));
    await expect(args.onAssign).toHaveBeenCalledWith(expect.objectContaining({ user_id: 51 }), 0);

    const second = rowOf(canvas, 'Av. Burak Emre Şahin');
    await expect(second.getByText('Belirtilmemiş')).toBeVisible();
    await expect(second.queryByRole('button', { name: 'Görevi Ata' })).not.toBeInTheDocument();
    await userEvent.click(second.getByRole('button', { name: 'Atama Yapılamaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atama Yapılamaz' });
    await expect(within(dialog).getByText(/acil görevlere atanamaz/)).toBeVisible();
    await expect(args.onAssign).toHaveBeenCalledTimes(1);
  },
};

export const Bio: Story = {
  name: 'Biyografi penceresi',
  play: async ({ canvas }) => {
    const [info] = canvas
      .getAllByRole('button', { name: 'Biyografi: Av. Zeynep Gülşen Karadeniz-Öztürk' })
      .filter((b) => b.checkVisibility());
    await userEvent.click(info as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Av. Zeynep Gülşen Karadeniz-Öztürk' });
    await expect(within(dialog).getAllByRole('progressbar')).toHaveLength(2);
  },
};

export const Present: Story = {
  name: 'Adliyedeki başvuran',
  args: { applicants: applicantsWithPresent },
  play: async ({ canvas }) => {
    const first = rowOf(canvas, 'Av. Zeynep Gülşen Karadeniz-Öztürk');
    await expect(first.getByText('Adliyede')).toBeVisible();
    const second = rowOf(canvas, 'Av. Burak Emre Şahin');
    await expect(second.queryByText('Adliyede')).not.toBeInTheDocument();
    const [info] = canvas
      .getAllByRole('button', { name: 'Biyografi: Av. Zeynep Gülşen Karadeniz-Öztürk' })
      .filter((b) => b.checkVisibility());
    await userEvent.click(info as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Av. Zeynep Gülşen Karadeniz-Öztürk' });
    await expect(within(dialog).getByText('Adliyede')).toBeVisible();
  },
};

export const Assigning: Story = {
  name: 'Atama sürüyor',
  args: { assigningUserId: 51 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
  },
};

export const NoApplicants: Story = {
  name: 'Başvuru yok',
  args: { applicants: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Başvuru Yok.')).toBeVisible();
  },
};

export const NoApplicantsUrgent: Story = {
  name: 'Başvuru yok (acil)',
  args: {
    applicants: [],
    fast: true,
    noApplicantsFastText: 'Acil görevinize henüz başvuru gelmedi; başvurular anında burada görünecek.',
    urgentNotice: 'Acil görevlerde ilk uygun başvuranı hemen atamanız önerilir.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Başvuru Yok.')).not.toBeInTheDocument();
    await expect(canvas.getByText(/henüz başvuru gelmedi/)).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };
