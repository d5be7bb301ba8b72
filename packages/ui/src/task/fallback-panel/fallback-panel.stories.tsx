import type { FallbackOptionsData } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FallbackPanel } from './fallback-panel.tsx';

const due: FallbackOptionsData = {
  mission_id: 7,
  due: true,
  choices: [
    { kind: 'extend', available: true, reason: null },
    { kind: 'widen', available: true, reason: null },
    { kind: 'raise', available: true, reason: null },
    { kind: 'cancel', available: true, reason: null },
  ],
  extensions_left: 2,
  extensions_allowed: 2,
  widen_km: 30,
  widened_km: null,
  reach: [
    { adliye_id: 3405, adliye_name: 'Gaziosmanpaşa Adliyesi', distance_m: 6_200 },
    { adliye_id: 3403, adliye_name: 'Bakırköy Adliyesi', distance_m: 12_800 },
  ],
  price: 750,
  suggested_budget: 1000,
  window_ends_at: '2026-03-10T09:15:00.000Z',
};

const meta = {
  title: 'Görev/Başvuru Gelmedi',
  component: FallbackPanel,
  tags: ['autodocs'],
  args: { options: due, onExtend: fn(), onWiden: fn(), onRaise: fn(), onCancel: fn() },
} satisfies Meta<typeof FallbackPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Başvuru Gelmedi' });
    const c = within(panel);
    await expect(c.getByText(/Kalan uzatma hakkı: 2\/2/)).toBeVisible();
    await expect(c.getByText(/Bakırköy Adliyesi \(13 km\)/)).toBeVisible();
    await expect(c.getByText(/ortanca bütçesi 1\.000 TL/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Süreyi Uzat' }));
    await expect(args.onExtend).toHaveBeenCalledOnce();
    await userEvent.click(c.getByRole('button', { name: 'Yakın Adliyelere Aç' }));
    await expect(args.onWiden).toHaveBeenCalledOnce();
    await userEvent.click(c.getByRole('button', { name: 'Görevi İptal Et' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const RaiseBudget: Story = {
  name: 'Bütçeyi artır',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Yeni bütçe (TL)');
    await expect(input).toHaveValue('1000');
    await userEvent.clear(input);
    await userEvent.type(input, '1250');
    await userEvent.click(c.getByRole('button', { name: 'Bütçeyi Artır' }));
    await expect(args.onRaise).toHaveBeenCalledWith(1250);
    await userEvent.click(c.getByRole('button', { name: 'Öneriyi kullan' }));
    await expect(input).toHaveValue('1000');
  },
};

export const NoSuggestion: Story = {
  name: 'Öneri yok (yeterli görev yok)',
  args: { options: { ...due, suggested_budget: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText(/ortanca bütçesi/)).toBeNull();
    await expect(c.getByLabelText('Yeni bütçe (TL)')).toHaveValue('750');
  },
};

export const Exhausted: Story = {
  name: 'Uzatma hakkı bitti, genişletildi',
  args: {
    options: {
      ...due,
      extensions_left: 0,
      widened_km: 30,
      reach: [],
      choices: [
        {
          kind: 'extend',
          available: false,
          reason: 'Bu görevin süresi en fazla uzatma sayısı kadar uzatıldı.',
        },
        { kind: 'widen', available: false, reason: 'Bu görev yakın adliyelere zaten açıldı.' },
        { kind: 'raise', available: true, reason: null },
        { kind: 'cancel', available: true, reason: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const extend = c.getByRole('button', { name: 'Süreyi Uzat' });
    await expect(extend).toBeDisabled();
    await expect(extend).toHaveAccessibleDescription(
      'Bu görevin süresi en fazla uzatma sayısı kadar uzatıldı.',
    );
    await expect(c.getByRole('button', { name: 'Yakın Adliyelere Aç' })).toHaveAccessibleDescription(
      'Bu görev yakın adliyelere zaten açıldı.',
    );
    await expect(c.getByRole('button', { name: 'Bütçeyi Artır' })).toBeEnabled();
  },
};

export const Sending: Story = {
  name: 'Gönderiliyor, bütçe hatası',
  args: { busy: 'raise', budgetError: 'Yeni bütçe mevcut bütçeden düşük olamaz.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const name of ['Süreyi Uzat', 'Yakın Adliyelere Aç', 'Bütçeyi Artır', 'Görevi İptal Et'])
      await expect(c.getByRole('button', { name })).toBeDisabled();
    await expect(c.getByRole('alert')).toHaveTextContent('Yeni bütçe mevcut bütçeden düşük olamaz.');
  },
};
