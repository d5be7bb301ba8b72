import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button/button.tsx';
import { AdminQueue, type AdminQueueProps, QueueStatusBadge, queueFilter } from './admin-queue.tsx';

type Row = { id: number; name: string; city: string; status: 'waiting' | 'done' };
const rows: Row[] = [
  { id: 41, name: 'Av. Ayşe Yılmaz Karaosmanoğlu', city: 'İstanbul', status: 'waiting' },
  { id: 42, name: 'Av. Mehmet Demir', city: 'Ankara', status: 'done' },
];
const badges = {
  waiting: { text: 'Bekliyor', tone: 'warning' },
  done: { text: 'Sonuçlandı', tone: 'success' },
} as const;

/** Every part a queue may configure: two filters, a search, a tool, its columns and open button. */
function Example(
  props: Partial<AdminQueueProps<Row>> & { onFilter: (v: string) => void; onOpen: (r: Row) => void },
) {
  const { onFilter, onOpen, ...rest } = props;
  return (
    <div className="p-4">
      <AdminQueue<Row>
        slot="example-queue"
        caption="Örnek kuyruk"
        filters={[
          queueFilter({
            label: 'Durum',
            value: 'waiting',
            values: ['waiting', 'done', 'all'] as const,
            labels: { waiting: 'Bekleyenler', done: 'Sonuçlananlar', all: 'Tümü' },
            onChange: onFilter,
          }),
        ]}
        search={{ label: 'Ad veya telefon', value: '', onSearch: fn(), buttonLabel: 'Ara' }}
        columns={[
          { id: 'name', header: 'Ad Soyad', cell: (r) => r.name },
          { id: 'city', header: 'İl', cell: (r) => r.city },
          {
            id: 'status',
            header: 'Durum',
            cell: (r) => <QueueStatusBadge status={r.status} badges={badges} />,
          },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        open={{ label: 'İncele', name: (r) => r.name, onOpen }}
        emptyText="Bu süzgece uyan kayıt yok."
        page={1}
        lastPage={3}
        total={45}
        onPageChange={fn()}
        {...rest}
      />
    </div>
  );
}

const meta = {
  title: 'Yönetim/Genel Kuyruk',
  component: Example,
  args: { onFilter: fn(), onOpen: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Süzgeç, arama ve açma',
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Durum'), 'Tümü');
    await expect(args.onFilter).toHaveBeenCalledWith('all');
    const table = within(canvas.getByRole('table', { name: 'Örnek kuyruk' }));
    await expect(table.getByText('Bekliyor')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: 'İncele: Av. Mehmet Demir' }));
    await expect(args.onOpen).toHaveBeenCalledWith(rows[1]);
    await expect(canvas.getByRole('search')).toBeInTheDocument();
  },
};

/** A tool beside the filters instead of a search (the payouts' CSV button). */
export const WithTools: Story = {
  name: 'Araçlarla',
  args: {
    search: undefined,
    tools: (
      <Button variant="secondary">
        <Download aria-hidden />
        CSV indir
      </Button>
    ),
  },
};

export const Empty: Story = { name: 'Boş', args: { rows: [] } };
export const Failed: Story = { name: 'Hata', args: { error: 'Kuyruk yüklenemedi.', onRetry: fn() } };
