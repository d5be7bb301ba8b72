import { type GuaranteeView, guaranteeMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  failedGuarantee,
  framed,
  frozenGuarantee,
  heldGuarantee,
  pendingGuarantee,
  refundedGuarantee,
  releasedGuarantee,
  reportedGuarantee,
  splitGuarantee,
} from '../story-fixtures.tsx';
import { GuaranteeSummary } from './guarantee-summary.tsx';

const meta = {
  title: 'Güvenceli Ödeme/Görev Özeti',
  component: GuaranteeSummary,
  args: { guarantee: heldGuarantee },
  decorators: [framed('max-w-md')],
} satisfies Meta<typeof GuaranteeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The amount beside a label of the summary's list. */
const amountOf = (canvas: Canvas, label: string) => canvas.getByText(label).nextElementSibling;

export const Held: Story = {
  name: 'Güvencede',
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('region', { name: 'Güvenceli Ödeme' }));
    await expect(summary.getByRole('heading', { level: 2, name: 'Güvenceli Ödeme' })).toBeVisible();
    await expect(summary.getByText('Ödeme güvencede')).toBeVisible();
    await expect(amountOf(summary, 'Ödenen tutar')).toHaveTextContent('1.300 TL');
    await expect(amountOf(summary, 'Hizmet bedeli')).toHaveTextContent('50 TL');
    await expect(amountOf(summary, 'Avukata aktarılacak tutar')).toHaveTextContent('1.250 TL');
    await expect(summary.queryByRole('note')).not.toBeInTheDocument();
  },
};

type Expected = {
  badge: string;
  /** The amounts beside their labels. */
  amounts?: Record<string, string>;
  /** Lines that no longer apply, left out. */
  absent?: (string | RegExp)[];
  /** The one line under the amounts. */
  note?: string;
};

/** The summary of a payment in one state: its badge, its amounts and the line the parties wait on. */
const shows = (name: string, guarantee: GuaranteeView, expected: Expected): Story => ({
  name,
  args: { guarantee },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(expected.badge)).toBeVisible();
    for (const [label, amount] of Object.entries(expected.amounts ?? {})) {
      await expect(amountOf(canvas, label)).toHaveTextContent(amount);
    }
    for (const label of expected.absent ?? []) {
      await expect(canvas.queryByText(label)).not.toBeInTheDocument();
    }
    if (expected.note) await expect(canvas.getByRole('note')).toHaveTextContent(expected.note);
  },
});

export const Pending = shows('Ödeme bekleniyor', pendingGuarantee, {
  badge: 'Ödeme bekleniyor',
  amounts: { 'Ödenecek tutar': '1.300 TL' },
  absent: ['Ödenen tutar'],
  note: '23.11.2026 12:08 tarihine kadar ödeme bekleniyor.',
});

export const Reported = shows('Rapor sonrası kendiliğinden aktarım', reportedGuarantee, {
  badge: 'Ödeme güvencede',
  note: 'Uyuşmazlık açılmazsa ödeme 26.11.2026 18:30 tarihinde avukata kendiliğinden aktarılır.',
});

/** A frozen hold does not release by itself: the auto-release line gives way to the operator's. */
export const Frozen = shows('Uyuşmazlık: karar bekleniyor', frozenGuarantee, {
  badge: 'Ödeme güvencede',
  absent: [/kendiliğinden/],
  note: guaranteeMessages.awaitingOperator,
});

export const Released = shows('Avukata aktarıldı', releasedGuarantee, {
  badge: 'Ödeme avukata aktarıldı',
  amounts: { 'Avukata aktarılan tutar': '1.250 TL' },
  absent: ['İade edilen tutar', 'Avukata aktarılacak tutar'],
});

export const Refunded = shows('İade edildi', refundedGuarantee, {
  badge: 'Ödeme iade edildi',
  amounts: { 'İade edilen tutar': '1.300 TL' },
  absent: ['Avukata aktarılan tutar', 'Avukata aktarılacak tutar'],
});

export const Split = shows('Paylaştırıldı', splitGuarantee, {
  badge: 'Ödeme paylaştırıldı',
  amounts: { 'Avukata aktarılan tutar': '600 TL', 'İade edilen tutar': '700 TL' },
  absent: ['Avukata aktarılacak tutar'],
});

export const Failed = shows('Ödeme alınamadı', failedGuarantee, {
  badge: 'Ödeme alınamadı',
  amounts: { 'Ödenecek tutar': '1.300 TL' },
  absent: ['Avukata aktarılacak tutar'],
  note: 'Görev atanmadı; başvurular olduğu gibi duruyor.',
});

export const Phone: Story = {
  name: 'Telefon',
  args: { guarantee: splitGuarantee },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Split.play,
};
