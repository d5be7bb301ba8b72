import type { AdminCourthouse, CourthousePayload } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CatalogRefusal } from '../category-editor/catalog-dialog.tsx';
import { CourthouseEditor } from './courthouse-editor.tsx';
import { bars, courthouses } from './fixtures.ts';
import { emptyState, failedState, loadingState, padded } from '../story-states.tsx';

const meta = {
  title: 'Yönetim/Adliyeler',
  component: CourthouseEditor,
  decorators: [padded],
  args: {
    courthouses,
    bars,
    barId: 34,
    onBarChange: fn(),
    query: '',
    onSearch: fn(),
    page: 1,
    lastPage: 3,
    total: 45,
    onPageChange: fn(),
    onSave: fn(async (): Promise<CatalogRefusal | null> => null),
    onDelete: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof CourthouseEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(within(table).getByText(name).closest('tr') as HTMLElement);

export const Playground: Story = {
  name: 'Liste, süzgeç ve silme',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Adliyeler' });
    const main = rowOf(table, 'Çağlayan Adliyesi');
    await expect(main.getByText('Ana adliye')).toBeInTheDocument();
    await expect(main.getByText('41,0772; 28,987')).toBeInTheDocument();
    await expect(main.getByText('2.140 avukat · 18.230 görev')).toBeInTheDocument();
    await expect(main.getByRole('button', { name: 'Sil: Çağlayan Adliyesi' })).toBeDisabled();

    await userEvent.selectOptions(canvas.getByLabelText('Baro'), 'Samsun Barosu');
    await expect(args.onBarChange).toHaveBeenCalledWith(55);
    await userEvent.selectOptions(canvas.getByLabelText('Baro'), 'Tüm barolar');
    await expect(args.onBarChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.type(canvas.getByRole('searchbox'), ' çatalca ');
    await userEvent.click(canvas.getByRole('button', { name: 'Ara' }));
    await expect(args.onSearch).toHaveBeenCalledWith('çatalca');

    const name = 'Çatalca Adliyesi Ek Hizmet Binası';
    await userEvent.click(rowOf(table, name).getByRole('button', { name: `Sil: ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Adliyeyi sil: ${name}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(args.onDelete).toHaveBeenCalledWith(courthouses[2]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EditFlow: Story = {
  name: 'Düzenleme',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await userEvent.click(
      rowOf(table, 'İstanbul Anadolu Adliyesi').getByRole('button', {
        name: 'Düzenle: İstanbul Anadolu Adliyesi',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Adliyeyi düzenle' }));
    await expect(dialog.getByLabelText(/Enlem/)).toHaveValue('40,8897');
    await userEvent.clear(dialog.getByLabelText(/Adres/));
    await userEvent.type(dialog.getByLabelText(/Adres/), 'Cevizli Mah., Kartal/İstanbul');
    await userEvent.clear(dialog.getByLabelText(/Boylam/));
    await userEvent.type(dialog.getByLabelText(/Boylam/), '29,19');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    const payload: CourthousePayload = {
      baro_id: 34,
      name: 'İstanbul Anadolu Adliyesi',
      address: 'Cevizli Mah., Kartal/İstanbul',
      latitude: 40.8897,
      longitude: 29.19,
      is_main: 0,
    };
    await expect(args.onSave).toHaveBeenCalledWith(courthouses[1], payload);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ValidationError: Story = {
  name: 'Türkiye dışı konum ve sunucu reddi',
  args: {
    onSave: fn(
      async (_c: AdminCourthouse | null, payload: CourthousePayload): Promise<CatalogRefusal | null> =>
        payload.name === 'Çağlayan Adliyesi'
          ? {
              message: 'Bu baroda bu adla bir adliye zaten var.',
              fields: { name: 'Bu baroda bu adla bir adliye zaten var.' },
            }
          : null,
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni adliye' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yeni adliye' }));
    await expect(dialog.getByLabelText(/Baro/)).toHaveValue('34');
    await userEvent.type(dialog.getByLabelText(/Adliye adı/), 'Çağlayan Adliyesi');
    await userEvent.type(dialog.getByLabelText(/Enlem/), '48,85');
    await userEvent.type(dialog.getByLabelText(/Boylam/), '2,35');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(
      await dialog.findByText('Enlem Türkiye sınırları içinde olmalıdır (35,8 ile 42,2 arası).'),
    ).toBeInTheDocument();
    await expect(
      dialog.getByText('Boylam Türkiye sınırları içinde olmalıdır (25,6 ile 44,9 arası).'),
    ).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText(/Enlem/));
    await userEvent.type(dialog.getByLabelText(/Enlem/), '41,0772');
    await userEvent.clear(dialog.getByLabelText(/Boylam/));
    await userEvent.type(dialog.getByLabelText(/Boylam/), '28,987');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('Bu baroda bu adla bir adliye zaten var.')).toBeInTheDocument();
    await expect(dialog.getByLabelText(/Adliye adı/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DeleteRefused: Story = {
  name: 'Silme reddedildi',
  args: {
    onDelete: fn(
      async (): Promise<string | null> =>
        'Bu adliye silinemez: 1 avukat hizmet veriyor, 0 görev bu adliyede.',
    ),
  },
  play: async ({ canvas }) => {
    const name = 'Çatalca Adliyesi Ek Hizmet Binası';
    await userEvent.click(
      rowOf(canvas.getByRole('table'), name).getByRole('button', { name: `Sil: ${name}` }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('1 avukat hizmet veriyor');
  },
};

export const Empty: Story = {
  name: 'Boş',
  args: { courthouses: [], total: 0, lastPage: 1, query: 'zzz' },
  play: async (context) => {
    await emptyState('Bu süzgece uyan adliye yok.')(context);
    await expect(context.canvas.getByRole('searchbox')).toHaveValue('zzz');
  },
};

export const Loading: Story = { name: 'Yükleniyor', ...loadingState() };

export const Failed: Story = { name: 'Hata', ...failedState('Adliyeler yüklenemedi.') };

export const Phone: Story = {
  name: 'Telefon',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Adliyeler' }));
    await expect(cards.getByText('Kartal/İstanbul')).toBeInTheDocument();
    await userEvent.click(cards.getByRole('button', { name: 'Düzenle: Çağlayan Adliyesi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adliyeyi düzenle' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
