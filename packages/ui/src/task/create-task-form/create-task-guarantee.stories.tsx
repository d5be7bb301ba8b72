import { guaranteeMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CURRENT_USER_ID, NOW, bars, categories, courthouses } from '../story-fixtures.ts';
import { inCourthouseDraft } from './test-drafts.ts';
import { CreateTaskForm } from './create-task-form.tsx';

/** The create form with güvenceli ödeme offered (a 4% service fee). */
const meta = {
  title: 'Görev/Görev Oluştur/Ödeme Güvencesi',
  component: CreateTaskForm,
  args: {
    bars,
    courthouses,
    categories,
    userId: CURRENT_USER_ID,
    isVip: false,
    now: NOW,
    guaranteeFeePercent: 4,
    onConfirm: fn(),
    onInvalid: fn(),
  },
} satisfies Meta<typeof CreateTaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = inCourthouseDraft;

export const NoBudget: Story = {
  name: 'Bütçe seçilmeden',
  play: async ({ canvas }) => {
    const option = canvas.getByRole('switch', { name: /Ödeme güvencesi/ });
    await expect(option).toBeDisabled();
    await expect(option).toHaveAccessibleDescription(guaranteeMessages.noBudget);
  },
};

export const ChosenAfterBudget: Story = {
  name: 'Bütçe seçilince açılır',
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Kategori'), '2');
    await userEvent.selectOptions(canvas.getByLabelText('Bütçe'), '750');
    const option = canvas.getByRole('switch', { name: /Ödeme güvencesi/ });
    await expect(option).toBeEnabled();
    await userEvent.click(option);
    // 750 TL at 4%: 30 TL fee, 780 TL charged, 750 TL to the assignee.
    await expect(canvas.getByText('Ödeyeceğiniz tutar').nextElementSibling).toHaveTextContent('780 TL');
    await expect(canvas.getByText('Avukatın alacağı tutar').nextElementSibling).toHaveTextContent('750 TL');
    // Another budget changes the amounts.
    await userEvent.selectOptions(canvas.getByLabelText('Bütçe'), '500');
    await expect(canvas.getByText('Ödeyeceğiniz tutar').nextElementSibling).toHaveTextContent('520 TL');
  },
};

export const SentWithTask: Story = {
  name: 'Görevle birlikte gönderilir',
  args: { defaultValue: filled },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Ödeme güvencesi/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ mission_price: 750, guaranteed: 1 }),
      expect.anything(),
      expect.objectContaining({ guaranteed: true }),
    );
  },
};

export const NotChosen: Story = {
  name: 'Seçilmeden gönderilir',
  args: { defaultValue: filled },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch', { name: /Ödeme güvencesi/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ guaranteed: 0 }),
      expect.anything(),
      expect.anything(),
    );
  },
};

export const Phone: Story = {
  name: 'Telefon',
  args: { defaultValue: { ...filled, guaranteed: true } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Ödeme güvencesi/ })).toBeChecked();
    await expect(canvas.getByText('780 TL')).toBeVisible();
  },
};
