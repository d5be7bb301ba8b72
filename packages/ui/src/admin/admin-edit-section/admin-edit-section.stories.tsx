import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { AdminEditSection, type AdminEditSectionProps } from './admin-edit-section.tsx';

type Row = { id: number; name: string };
type Draft = { name: string };
const rows: Row[] = [
  { id: 1, name: 'Çağlayan Adliyesi' },
  { id: 2, name: 'Kartal Adliyesi' },
];

type ExampleProps = Pick<AdminEditSectionProps<Row, Draft, Draft>, 'onSave' | 'onDelete'> & {
  rows?: readonly Row[];
};

/** A list with every part of an editor: add, edit in a dialog with its check, confirmed delete. */
function Example({ rows: shown = rows, onSave, onDelete }: ExampleProps) {
  return (
    <div className="p-4">
      <AdminEditSection<Row, Draft, Draft>
        slot="example-editor"
        label="Örnek liste"
        caption="Örnek liste"
        intro="Kayıtlar eklenir, düzenlenir ve onaylanarak silinir."
        addLabel="Yeni kayıt"
        columns={[{ id: 'name', header: 'Ad', cell: (r) => r.name }]}
        rows={shown}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        emptyText="Henüz kayıt yok."
        onSave={onSave}
        onDelete={onDelete}
        deleteTitle="Kaydı sil"
        deleteDescription={(r) => `“${r.name}” silinir.`}
        form={{
          draftOf: (r) => ({ name: r?.name ?? '' }),
          check: (d) => (d.name.trim() === '' ? { name: 'Lütfen adı giriniz.' } : {}),
          valueOf: (d) => ({ name: d.name.trim() }),
          title: (r) => (r ? 'Kaydı düzenle' : 'Yeni kayıt'),
          fields: ({ draft, set, errorOf }) => (
            <Field label="Ad" error={errorOf('name')} required>
              <Input value={draft.name} onChange={(e) => set('name', e.target.value)} required />
            </Field>
          ),
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Yönetim/Genel Düzenleme',
  component: Example,
  args: {
    onSave: fn(async (_r: Row | null, d: Draft) =>
      d.name === 'Aynı' ? { message: 'Bu ad kullanılıyor.', fields: { name: 'Bu ad kullanılıyor.' } } : null,
    ),
    onDelete: fn(async () => 'Bu kayıt kullanımda; silinemez.'),
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The check, the server's field message, a save, and a refused delete. */
export const EditFlow: Story = {
  name: 'Ekleme, düzenleme ve silme',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni kayıt' }));
    let dialog = await screen.findByRole('dialog', { name: 'Yeni kayıt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await expect(within(dialog).getByText('Lütfen adı giriniz.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Ad/), 'Aynı');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await expect(await within(dialog).findByText('Bu ad kullanılıyor.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Düzenle: Kartal Adliyesi' }));
    dialog = await screen.findByRole('dialog', { name: 'Kaydı düzenle' });
    await userEvent.type(within(dialog).getByLabelText(/Ad/), ' Ek Bina');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(rows[1], { name: 'Kartal Adliyesi Ek Bina' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Sil: Çağlayan Adliyesi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kaydı sil' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await expect(await within(confirm).findByText('Bu kayıt kullanımda; silinemez.')).toBeVisible();
  },
};

export const Empty: Story = { name: 'Boş', args: { rows: [] } };
