import { locationErrorMessages, presenceRefusalMessages } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PresenceControl } from './presence-control.tsx';

const courthouses = [
  { id: 3401, name: 'Çağlayan Adliyesi' },
  { id: 3402, name: 'İstanbul Anadolu Adliyesi (Kartal)' },
];

const meta = {
  title: 'Görev/Adliyede/Adliyedeyim',
  component: PresenceControl,
  tags: ['autodocs'],
  args: { courthouses, presence: null, onSay: fn(), onTurnOff: fn() },
} satisfies Meta<typeof PresenceControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  name: 'Adliye seçimi',
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Adliye' }), '3402');
    await userEvent.click(canvas.getByRole('button', { name: 'Adliyedeyim' }));
    await expect(args.onSay).toHaveBeenCalledWith(3402);
    await expect(canvas.getByText(/Konumunuz yalnızca kontrol edilir, saklanmaz/)).toBeVisible();
  },
};

export const OneCourthouse: Story = {
  name: 'Tek adliye',
  args: { courthouses: courthouses.slice(0, 1) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByText('Çağlayan Adliyesi')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adliyedeyim' }));
    await expect(args.onSay).toHaveBeenCalledWith(3401);
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { loading: true, courthouses: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Adliyedeyim' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="presence-control"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Locating: Story = {
  name: 'Konum alınıyor',
  args: { status: 'locating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Konumunuz alınıyor...' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Adliye' })).toBeDisabled();
  },
};

export const Present: Story = {
  name: 'Adliyede',
  args: {
    presence: {
      adliye_id: 3401,
      adliye_name: 'Çağlayan Adliyesi',
      started_at: '2026-03-16T06:30:00.000Z',
      // 17:30 in Istanbul.
      expires_at: '2026-03-16T14:30:00.000Z',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Adliyedesiniz: Çağlayan Adliyesi');
    await expect(canvas.getByText('Bitiş saati: 17:30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kapat' }));
    await expect(args.onTurnOff).toHaveBeenCalledOnce();
  },
};

export const Ending: Story = {
  name: 'Kapatılıyor',
  args: { ...Present.args, status: 'ending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kapatılıyor...' })).toBeDisabled();
  },
};

export const TooFar: Story = {
  name: 'Uzakta (reddedildi)',
  args: { error: presenceRefusalMessages.tooFar(3300, 1500) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Adliyeye uzaklığınız 3,3 km.');
    await expect(canvas.getByRole('button', { name: 'Adliyedeyim' })).toBeEnabled();
  },
};

export const LocationDenied: Story = {
  name: 'Konum izni yok',
  args: { error: locationErrorMessages.denied },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Konum izni verilmedi.');
  },
};

export const NoCourthouses: Story = {
  name: 'Adliyesi yok',
  args: { courthouses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Adliyedeyim' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Hizmet verdiğiniz bir adliye bulunmuyor/)).toBeVisible();
  },
};
