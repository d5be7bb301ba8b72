import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { archiveItems } from '../story-fixtures.ts';
import { ArchiveTabs } from './archive-tabs.tsx';

const meta = {
  title: 'Görev/Arşiv',
  component: ArchiveTabs,
  tags: ['autodocs'],
  args: { assigned: archiveItems, completed: archiveItems.slice(0, 1) },
} satisfies Meta<typeof ArchiveTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // Each card carries its task's id, for tests and deep links.
    const ids = [...canvasElement.querySelectorAll('[role="tabpanel"] li[data-mission-id]')].map((el) =>
      Number(el.getAttribute('data-mission-id')),
    );
    await expect(ids).toEqual(args.assigned.map((item) => item.missionId));
    await expect(canvas.getByRole('tab', { name: 'Atama Yapılanlar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByLabelText('Puan: 5 / 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Tamamlananlar' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('Çok hızlı ve özenli çalıştı, teşekkürler.')).toBeVisible();
  },
};

export const NamesAndBars: Story = {
  name: 'Adlar ve barolar',
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector('li[data-mission-id="1207"]') as HTMLElement);
    // Both lawyers by name with their own bars, the avatar without a photo showing the name's initials.
    await expect(card.getByText('Av. Selin Arslan')).toBeVisible();
    await expect(card.getByText('Av. Kerem Doğan')).toBeVisible();
    await expect(
      card.getByText('Ankara Barosu', { selector: '[data-slot="archive-party"] *' }),
    ).toBeVisible();
    await expect(card.getByText('İzmir Barosu')).toBeVisible();
    await expect(card.getByText('SA')).toBeVisible();
    await expect(card.queryByText('GO')).not.toBeInTheDocument();
    await expect(card.queryByText('GA')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { assigned: [], completed: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Arşivde görev bulunmuyor.')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };

export const ErrorState: Story = {
  name: 'Hata',
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Arşiv yüklenemedi.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
