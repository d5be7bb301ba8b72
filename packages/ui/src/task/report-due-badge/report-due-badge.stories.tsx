import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportDueBadge } from './report-due-badge.tsx';

const meta = {
  title: 'Görev/Rapor/Rapor Süresi Rozeti',
  component: ReportDueBadge,
  tags: ['autodocs'],
  args: { dueAt: '2026-03-11T08:00:00.000Z', now: new Date('2026-03-10T12:00:00.000Z') },
} satisfies Meta<typeof ReportDueBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Due: Story = {
  name: 'Süresi var',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rapor son: 11.03.2026 11:00')).toBeVisible();
  },
};

export const Late: Story = {
  name: 'Gecikti',
  args: { now: new Date('2026-03-11T08:01:00.000Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rapor gecikti')).toBeVisible();
  },
};

export const FiledOnTime: Story = {
  name: 'Zamanında yazıldı',
  args: { filedLate: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Zamanında yazıldı')).toBeVisible();
  },
};

export const FiledLate: Story = {
  name: 'Geç yazıldı',
  args: { filedLate: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geç yazıldı')).toBeVisible();
  },
};
