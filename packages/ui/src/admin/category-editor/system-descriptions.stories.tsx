import type { AdminShortDescription } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CatalogRefusal } from './catalog-dialog.tsx';
import { systemDescriptions } from './fixtures.ts';
import { SystemDescriptions } from './system-descriptions.tsx';
import { emptyState, failedState, loadingState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/Hazır Açıklamalar',
  component: SystemDescriptions,
  decorators: [padded],
  args: {
    descriptions: systemDescriptions,
    onSave: fn(async (): Promise<CatalogRefusal | null> => null),
    onDelete: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof SystemDescriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = 'Duruşmaya katılım sağlanacak, zapta beyan yazdırılacak.';

export const Playground: Story = {
  name: 'Ekleme ve kaldırma',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Açıklama ekle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yeni hazır açıklama' }));
    await userEvent.type(dialog.getByLabelText(/Açıklama/), 'Bilirkişi raporuna itiraz dilekçesi sunulacak.');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenCalledWith(null, 'Bilirkişi raporuna itiraz dilekçesi sunulacak.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const table = canvas.getByRole('table', { name: 'Hazır açıklamalar' });
    await userEvent.click(within(table).getByRole('button', { name: `Kaldır: ${first}` }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Hazır açıklamayı kaldır' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Kaldır' }));
    await expect(args.onDelete).toHaveBeenCalledWith(systemDescriptions[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EditFlow: Story = {
  name: 'Düzenleme',
  args: {
    onSave: fn(async (_d: AdminShortDescription | null, text: string): Promise<CatalogRefusal | null> =>
      text === 'Vekaletname dosyaya sunulacak.'
        ? { message: 'Bu açıklama zaten var.', fields: { description: 'Bu açıklama zaten var.' } }
        : null,
    ),
  },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: `Düzenle: ${first}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hazır açıklamayı düzenle' }));
    const box = dialog.getByLabelText(/Açıklama/);
    await expect(box).toHaveValue(first);
    await userEvent.clear(box);
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('Lütfen açıklamayı giriniz.')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(box, 'Vekaletname dosyaya sunulacak.');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('Bu açıklama zaten var.')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'Duruşmaya katılım sağlanacak.');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      systemDescriptions[0],
      'Duruşmaya katılım sağlanacak.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { descriptions: [] },
  play: emptyState('Henüz hazır açıklama yok.'),
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Hazır açıklamalar yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Hazır açıklamalar' }));
    await expect(cards.getByText('Vekaletname dosyaya sunulacak.')).toBeInTheDocument();
  },
};
