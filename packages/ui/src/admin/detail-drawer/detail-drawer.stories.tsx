import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button/button.tsx';
import { DetailDrawer } from './detail-drawer.tsx';

const meta = {
  title: 'Yönetim/Ayrıntı Çekmecesi',
  component: DetailDrawer,
  args: {
    open: true,
    onOpenChange: fn(),
    onClose: fn(),
    title: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu',
    description: 'İstanbul Barosu · Sicil 51234',
    children: <p>Kayıt tarihi: 22.11.2026 11:15</p>,
    footer: <Button>Onayla</Button>,
  },
} satisfies Meta<typeof DetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Closes: Story = {
  name: 'Kapatma',
  play: async ({ args }) => {
    const drawer = within(
      await screen.findByRole('dialog', { name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu' }),
    );
    await expect(drawer.getByText('İstanbul Barosu · Sicil 51234')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Kapat' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The record is still on its way: a skeleton named for it stands in the body. */
export const Loading: Story = {
  name: 'Yükleniyor',
  args: { record: null, loadingLabel: 'Kayıt yükleniyor' },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog'));
    await expect(drawer.getByLabelText('Kayıt yükleniyor')).toBeInTheDocument();
    await expect(drawer.queryByText(/Kayıt tarihi/)).not.toBeInTheDocument();
  },
};

/** The record could not be loaded: its refusal instead of the body. */
export const Failed: Story = {
  name: 'Yüklenemedi',
  args: { error: 'Kayıt yüklenemedi.' },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog'));
    await expect(drawer.getByRole('alert')).toHaveTextContent('Kayıt yüklenemedi.');
    await expect(drawer.queryByText(/Kayıt tarihi/)).not.toBeInTheDocument();
  },
};

/** The body drawn from the loaded record. */
export const FromRecord: Story = {
  name: 'Kayıttan',
  args: {
    record: { created: '22.11.2026 11:15' },
    children: (record: unknown) => <p>Kayıt tarihi: {(record as { created: string }).created}</p>,
  },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog'));
    await expect(drawer.getByText('Kayıt tarihi: 22.11.2026 11:15')).toBeVisible();
  },
};
