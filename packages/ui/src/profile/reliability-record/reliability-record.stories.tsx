import { reliabilityHints } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { excellentRecord, newMemberRecord, typicalRecord, weakRecord } from '../story-fixtures.ts';
import { ReliabilityRecord } from './reliability-record.tsx';

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Profil/Güvenilirlik Kaydı',
  component: ReliabilityRecord,
  tags: ['autodocs'],
  args: { record: typicalRecord },
} satisfies Meta<typeof ReliabilityRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Typical: Story = {
  name: 'Olağan kayıt (başkası bakıyor)',
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Güvenilirlik Kaydı' })).toBeVisible();
    await expect(canvas.getByText('Tamamlanan görev').nextElementSibling).toHaveTextContent('27');
    await expect(canvas.getByText('%91 (24 rapordan)')).toBeVisible();
    await expect(canvas.getByText('14 dk')).toBeVisible();
    await expect(canvas.getByText('16.09.2024')).toBeVisible();
    // Others never read the hints.
    await expect(canvas.queryByText('Kaydınızı iyileştirmek için')).toBeNull();
  },
};

export const TypicalPhone: Story = {
  ...Typical,
  name: 'Olağan kayıt (telefon)',
  globals: phone,
};

export const NewMember: Story = {
  name: 'Yeni üye',
  args: { record: newMemberRecord },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yeni üye')).toBeVisible();
    await expect(canvas.queryByText('Tamamlanan görev')).toBeNull();
    await expect(canvas.getByText('20.11.2026')).toBeVisible();
  },
};

export const NewMemberPhone: Story = {
  ...NewMember,
  name: 'Yeni üye (telefon)',
  globals: phone,
};

export const NewMemberOwn: Story = {
  name: 'Yeni üye (kendi kaydı)',
  args: { record: { ...newMemberRecord, hints: [reliabilityHints.newMember(3)] } },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(reliabilityHints.newMember(3))).toBeVisible();
  },
};

export const Excellent: Story = {
  name: 'Mükemmel kayıt (kendi kaydı)',
  args: { record: excellentRecord },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('%100 (305 rapordan)')).toBeVisible();
    await expect(canvas.getByText('Kaydınız çok iyi görünüyor; böyle devam edin.')).toBeVisible();
  },
};

export const ExcellentPhone: Story = {
  ...Excellent,
  name: 'Mükemmel kayıt (telefon)',
  globals: phone,
};

export const WeakWithHints: Story = {
  name: 'Zayıf kayıt ve öneriler (kendi kaydı)',
  args: { record: weakRecord, headingLevel: 3 },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Güvenilirlik Kaydı' })).toBeVisible();
    await expect(canvas.getByText('3 sa 20 dk')).toBeVisible();
    const hints = canvasElement.querySelector<HTMLElement>('[data-slot="reliability-hints"]');
    await expect(hints).not.toBeNull();
    await expect(within(hints as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const WeakWithHintsPhone: Story = {
  ...WeakWithHints,
  name: 'Zayıf kayıt ve öneriler (telefon)',
  globals: phone,
};

export const NoReportsYet: Story = {
  name: 'Henüz rapor ve başvuru yok',
  args: {
    record: {
      ...typicalRecord,
      figures: {
        completed: 3,
        reports_counted: 0,
        reports_on_time_percent: null,
        late_cancels: 0,
        disputes_lost: 0,
        median_apply_minutes: null,
      },
    },
  },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz rapor yok')).toBeVisible();
    await expect(canvas.getByText('Henüz başvuru yok')).toBeVisible();
  },
};
