import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  CURRENT_USER_ID,
  NOW,
  TOMORROW,
  bars,
  categories,
  courthouses,
  shortDescriptions,
} from '../story-fixtures.ts';
import { CreateTaskFlow } from './create-task-flow.tsx';

const meta = {
  title: 'Görev/Görev Oluştur/Akış',
  component: CreateTaskFlow,
  tags: ['autodocs'],
  args: {
    bars,
    courthouses,
    categories,
    shortDescriptions,
    userId: CURRENT_USER_ID,
    isVip: false,
    now: NOW,
    onCreate: fn(),
    onInvalid: fn(),
    defaultValue: {
      baroId: 34,
      adliyeId: 3,
      categoryId: 2,
      price: 500,
      planDate: TOMORROW,
      description: 'Dosyanın tamamının fotokopisinin alınması.',
    },
  },
} satisfies Meta<typeof CreateTaskFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormSummaryEditCreate: Story = {
  name: 'Form, özet, düzenle, oluştur',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    // The summary follows once the payload is built (its schema loads with the first submit).
    await expect(await canvas.findByText('Görev Özeti')).toBeVisible();
    await expect(canvas.getByText('Bakırköy Adliyesi')).toBeVisible();
    // Editing goes back to the form with every value kept.
    await userEvent.click(canvas.getByRole('button', { name: 'Düzenle' }));
    await expect(canvas.getByLabelText('Adliye')).toHaveValue('3');
    await expect(canvas.getByLabelText('Bütçe')).toHaveValue('500');
    await userEvent.selectOptions(canvas.getByLabelText('Bütçe'), '750');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(await canvas.findByText('750 TL')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Görevi Oluştur' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        baro_id: 34,
        adliye_id: 3,
        category_id: 2,
        mission_price: 750,
        plan_date: TOMORROW,
      }),
    );
  },
};

export const Creating: Story = {
  name: 'Oluşturuluyor',
  args: { creating: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(await canvas.findByRole('button', { name: 'Lütfen Bekleyiniz...' })).toBeDisabled();
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
