import { type GuaranteeState, guaranteeStateTexts, guaranteeStates } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GuaranteeBadge } from './guarantee-badge.tsx';

const meta = {
  title: 'Güvenceli Ödeme/Rozet',
  component: GuaranteeBadge,
  args: { state: 'held' },
} satisfies Meta<typeof GuaranteeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Güvencede',
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Ödeme güvencede');
    await expect(badge).toHaveAttribute('data-slot', 'guarantee-badge');
    await expect(badge).toHaveAttribute('data-state', 'held');
  },
};

/** Every state with domain's words, as a task's detail and its list rows show them. */
export const AllStates: Story = {
  name: 'Tüm durumlar',
  render: () => (
    <ul className="flex flex-col gap-2">
      {guaranteeStates.map((state) => (
        <li key={state}>
          <GuaranteeBadge state={state} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const texts = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(texts).toEqual(guaranteeStates.map((state) => guaranteeStateTexts[state]));
    // Waiting and paid out read apart at a glance: their tones differ.
    const held = canvas.getByText('Ödeme güvencede');
    const released = canvas.getByText('Ödeme avukata aktarıldı');
    await expect(held.className).toContain('bg-brand-50');
    await expect(released.className).toContain('bg-success-50');
    await expect(canvas.getByText('Ödeme alınamadı').className).toContain('bg-danger-50');
  },
};

/** One state alone, with domain's words for it. */
const single = (state: GuaranteeState): Story => ({
  name: guaranteeStateTexts[state],
  args: { state },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(guaranteeStateTexts[state])).toHaveAttribute('data-state', state);
  },
});

export const Pending = single('pending_3ds');
export const Released = single('released');
export const Refunded = single('refunded');
export const Split = single('split');
export const Failed = single('failed');

export const OwnWords: Story = {
  name: 'Başka bir metinle',
  args: { state: 'held', texts: { held: 'Bütçe güvencede' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bütçe güvencede')).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: AllStates.render,
  play: AllStates.play,
};
