import { guaranteeMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  failedGuarantee,
  frozenGuarantee,
  heldGuarantee,
  pendingGuarantee,
  refundedGuarantee,
  releasedGuarantee,
  reportedGuarantee,
  splitGuarantee,
} from '../story-fixtures.ts';
import { GuaranteeSummary } from './guarantee-summary.tsx';

const meta = {
  title: 'Güvenceli Ödeme/Görev Özeti',
  component: GuaranteeSummary,
  args: { guarantee: heldGuarantee },
  render: (args) => (
    <div className="max-w-md">
      <GuaranteeSummary {...args} />
    </div>
  ),
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

export const Pending: Story = {
  name: 'Ödeme bekleniyor',
  args: { guarantee: pendingGuarantee },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ödeme bekleniyor')).toBeVisible();
    await expect(amountOf(canvas, 'Ödenecek tutar')).toHaveTextContent('1.300 TL');
    await expect(canvas.getByRole('note')).toHaveTextContent(
      '23.11.2026 12:08 tarihine kadar ödeme bekleniyor.',
    );
  },
};

export const Reported: Story = {
  name: 'Rapor sonrası kendiliğinden aktarım',
  args: { guarantee: reportedGuarantee },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Uyuşmazlık açılmazsa ödeme 26.11.2026 18:30 tarihinde avukata kendiliğinden aktarılır.',
    );
  },
};

export const Frozen: Story = {
  name: 'Uyuşmazlık: karar bekleniyor',
  args: { guarantee: frozenGuarantee },
  play: async ({ canvas }) => {
    // A frozen hold does not release by itself: the auto-release line gives way to the operator's.
    await expect(canvas.getByRole('note')).toHaveTextContent(guaranteeMessages.awaitingOperator);
    await expect(canvas.queryByText(/kendiliğinden/)).not.toBeInTheDocument();
  },
};

export const Released: Story = {
  name: 'Avukata aktarıldı',
  args: { guarantee: releasedGuarantee },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ödeme avukata aktarıldı')).toBeVisible();
    await expect(amountOf(canvas, 'Avukata aktarılan tutar')).toHaveTextContent('1.250 TL');
    await expect(canvas.queryByText('İade edilen tutar')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Avukata aktarılacak tutar')).not.toBeInTheDocument();
  },
};

export const Refunded: Story = {
  name: 'İade edildi',
  args: { guarantee: refundedGuarantee },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ödeme iade edildi')).toBeVisible();
    await expect(amountOf(canvas, 'İade edilen tutar')).toHaveTextContent('1.300 TL');
    await expect(canvas.queryByText('Avukata aktarılan tutar')).not.toBeInTheDocument();
  },
};

export const Split: Story = {
  name: 'Paylaştırıldı',
  args: { guarantee: splitGuarantee },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ödeme paylaştırıldı')).toBeVisible();
    await expect(amountOf(canvas, 'Avukata aktarılan tutar')).toHaveTextContent('600 TL');
    await expect(amountOf(canvas, 'İade edilen tutar')).toHaveTextContent('700 TL');
  },
};

export const Failed: Story = {
  name: 'Ödeme alınamadı',
  args: { guarantee: failedGuarantee },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ödeme alınamadı')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Görev atanmadı; başvurular olduğu gibi duruyor.',
    );
  },
};

export const Phone: Story = {
  name: 'Telefon',
  args: { guarantee: splitGuarantee },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Split.play,
};
