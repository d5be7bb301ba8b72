import { type ReportPanel, outcomeChoicesFor } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReportView } from './report-view.tsx';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#cbd5e1"/></svg>',
  );

const none = { accept: false, question: false, answer: false };
const report: NonNullable<ReportPanel['report']> = {
  id: 1,
  mission_id: 7,
  user_id: 2,
  outcomes: [
    { code: 'attended', label: 'Duruşmaya katılındı' },
    { code: 'postponed', label: 'Ertelendi' },
  ],
  note: 'Tanık gelmediği için duruşma ertelendi. Ara karar fotoğrafı ektedir.',
  next_hearing_at: '2026-04-02T07:30:00.000Z',
  filed_at: '2026-03-10T12:15:00.000Z',
  due_at: '2026-03-11T08:00:00.000Z',
  late: false,
  question: null,
  questioned_at: null,
  answer: null,
  answered_at: null,
  accepted_at: null,
  state: 'filed',
  images: [{ url: photo, kind: 'image' }],
};
const panel = (over: Partial<ReportPanel>): ReportPanel => ({
  role: 'owner',
  report,
  due_at: report.due_at,
  can_file: false,
  choices: [...outcomeChoicesFor(1)],
  actions: none,
  ...over,
});

const meta = {
  title: 'Görev/Rapor/Rapor',
  component: ReportView,
  tags: ['autodocs'],
  args: {
    panel: panel({ actions: { accept: true, question: true, answer: false } }),
    now: new Date('2026-03-10T13:00:00.000Z'),
    onWrite: fn(),
    onAccept: fn(),
    onAsk: fn(),
    onAnswer: fn(),
  },
  render: (args) => (
    <div className="max-w-3xl p-4">
      <ReportView {...args} />
    </div>
  ),
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerAccepts: Story = {
  name: 'Sahibi onaylar',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Duruşmaya katılındı')).toBeVisible();
    await expect(canvas.getByText('02.04.2026 10:30')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rapor fotoğrafı 1' })).toBeVisible();
    await expect(canvas.getByText('Zamanında yazıldı')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Raporu Onayla' }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

export const OwnerAsks: Story = {
  name: 'Sahibi soru sorar',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Sorunuz/), 'Ara karar neydi?');
    await userEvent.click(canvas.getByRole('button', { name: 'Soru Sor' }));
    await expect(args.onAsk).toHaveBeenCalledWith('Ara karar neydi?');
  },
};

export const AssigneeAnswers: Story = {
  name: 'Avukat cevaplar',
  args: {
    panel: panel({
      role: 'assignee',
      report: {
        ...report,
        question: 'Ara karar neydi?',
        questioned_at: report.filed_at,
        state: 'questioned',
      },
      actions: { accept: false, question: false, answer: true },
    }),
    errors: { answer: 'Lütfen cevabınızı yazınız.' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ara karar neydi?')).toBeVisible();
    await expect(canvas.getByText('Cevap bekleniyor.')).toBeVisible();
    await expect(canvas.getByLabelText(/Cevabınız/)).toHaveAccessibleDescription(
      expect.stringContaining('Lütfen cevabınızı yazınız.'),
    );
    await userEvent.type(canvas.getByLabelText(/Cevabınız/), 'Bilirkişi incelemesi.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cevapla' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('Bilirkişi incelemesi.');
  },
};

export const Accepted: Story = {
  name: 'Onaylandı, geç yazılmış',
  args: {
    panel: panel({
      report: {
        ...report,
        late: true,
        question: 'Ara karar neydi?',
        answer: 'Bilirkişi incelemesi.',
        state: 'accepted',
        accepted_at: report.filed_at,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Onaylandı')).toBeVisible();
    await expect(canvas.getByText('Geç yazıldı')).toBeVisible();
    await expect(canvas.getByText('Bilirkişi incelemesi.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AssigneeMayWrite: Story = {
  name: 'Avukat rapor yazabilir',
  args: { panel: panel({ role: 'assignee', report: null, can_file: true }) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Rapor son: 11.03.2026 11:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rapor yaz' }));
    await expect(args.onWrite).toHaveBeenCalled();
  },
};

export const OwnerWaitsLate: Story = {
  name: 'Sahibi bekliyor, gecikti',
  args: { panel: panel({ report: null }), now: new Date('2026-03-11T09:00:00.000Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rapor gecikti')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Rapor yaz' })).toBeNull();
  },
};

const pdfLink = '/api/files/0f1e2d3c4b5a69788796a5b4c3d2e1f0.pdf?expires=1773140400&signature=abc';

export const WithDocument: Story = {
  name: 'Fotoğraf ve PDF belge',
  globals: { viewport: { value: 'desktop' } },
  args: {
    panel: panel({
      report: {
        ...report,
        images: [
          { url: pdfLink, kind: 'pdf' },
          { url: photo, kind: 'image' },
        ],
      },
    }),
  },
  play: async ({ canvas }) => {
    const document = canvas.getByRole('link', { name: 'Rapor belgesi 1 (PDF)' });
    await expect(document).toHaveAttribute('href', pdfLink);
    await expect(document).toHaveAttribute('download');
    // The PDF is no picture: one thumbnail, for the photo only.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Rapor fotoğrafı 1' })).toBeVisible();
  },
};

export const PhoneWithDocument: Story = {
  name: 'Telefonda: PDF belge',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { panel: panel({ report: { ...report, images: [{ url: pdfLink, kind: 'pdf' }] } }) },
  play: async ({ canvas }) => {
    const document = canvas.getByRole('link', { name: 'Rapor belgesi 1 (PDF)' });
    await expect(document).toBeVisible();
    await expect(document.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
