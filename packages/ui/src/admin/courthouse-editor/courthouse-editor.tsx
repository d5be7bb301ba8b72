import type { AdminBar, AdminCourthouse, CourthousePayload } from '@meslektas/domain';
import { Search } from 'lucide-react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { useSyncedState } from '../../lib/use-synced-state.ts';
import { AdminEditSection } from '../admin-edit-section/admin-edit-section.tsx';
import type { QueuePageProps } from '../admin-queue/admin-queue.tsx';
import { type CatalogRefusal, catalogDialog } from '../category-editor/catalog-dialog.tsx';
import { courthouseForm } from './courthouse-dialog.tsx';

const coordinate = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 5 });

export const courthouseEditorLabels = {
  caption: 'Adliyeler',
  bar: 'Baro',
  allBars: 'Tüm barolar',
  search: 'Ara',
  searchPlaceholder: 'Adliye, adres ya da baro',
  searchButton: 'Ara',
  add: 'Yeni adliye',
  name: 'Adliye',
  city: 'İl',
  location: 'Konum',
  usage: 'Kullanım',
  usageText: (lawyers: number, tasks: number) =>
    `${lawyers.toLocaleString('tr-TR')} avukat · ${tasks.toLocaleString('tr-TR')} görev`,
  main: 'Ana adliye',
  edit: 'Düzenle',
  remove: 'Sil',
  inUse: 'Avukatların hizmet verdiği ya da görevi olan adliye silinemez.',
  removeTitle: 'Adliyeyi sil',
  removeText: 'Adliye barodan kalkar. Hiçbir avukat hizmet vermiyor ve hiçbir görev bu adliyede değil.',
  empty: 'Bu süzgece uyan adliye yok.',
};

export type CourthouseEditorProps = QueuePageProps & {
  courthouses: readonly AdminCourthouse[];
  bars: readonly AdminBar[];
  /** The bar filter; undefined lists every bar. */
  barId: number | undefined;
  onBarChange: (barId: number | undefined) => void;
  query: string;
  onSearch: (query: string) => void;
  /** Saves a new (null) or changed courthouse; resolves to the server's refusal, or null. */
  onSave: (courthouse: AdminCourthouse | null, payload: CourthousePayload) => Promise<CatalogRefusal | null>;
  onDelete: (courthouse: AdminCourthouse) => Promise<string | null>;
  labels?: Partial<typeof courthouseEditorLabels>;
};

/** The bars' courthouses with their places and use; adding, editing and deleting unused ones. */
export function CourthouseEditor({
  courthouses,
  bars,
  barId,
  onBarChange,
  query,
  onSearch,
  page,
  lastPage,
  total,
  onPageChange,
  onSave,
  onDelete,
  labels,
  ...list
}: CourthouseEditorProps) {
  const l = { ...courthouseEditorLabels, ...labels };
  const [text, setText] = useSyncedState(query);
  const columns: DataTableColumn<AdminCourthouse>[] = [
    {
      id: 'name',
      header: l.name,
      cell: (c) => (
        <span className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {c.name}
            {c.is_main ? <Badge tone="info">{l.main}</Badge> : null}
          </span>
          {c.address ? <span className="text-xs font-normal text-muted">{c.address}</span> : null}
        </span>
      ),
    },
    { id: 'bar', header: l.bar, cell: (c) => c.bar_name },
    { id: 'city', header: l.city, cell: (c) => c.city_name },
    {
      id: 'location',
      header: l.location,
      cell: (c) => (
        <span className="whitespace-nowrap font-mono text-xs">
          {coordinate.format(c.latitude)}; {coordinate.format(c.longitude)}
        </span>
      ),
    },
    { id: 'usage', header: l.usage, cell: (c) => l.usageText(c.lawyers, c.tasks) },
  ];

  return (
    <AdminEditSection
      {...list}
      slot="courthouse-editor"
      label={l.caption}
      addLabel={l.add}
      columns={columns}
      rows={courthouses}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'data-courthouse-id': c.id })}
      rowName={(c) => c.name}
      emptyText={l.empty}
      paging={{ page, lastPage, total, onPageChange }}
      labels={{ edit: l.edit, delete: l.remove }}
      deleteVariant="outline"
      deleteBlocked={(c) => (c.lawyers > 0 || c.tasks > 0 ? l.inUse : null)}
      dialog={catalogDialog}
      form={courthouseForm(bars, barId)}
      onSave={onSave}
      onDelete={onDelete}
      deleteTitle={(c) => `${l.removeTitle}: ${c.name}`}
      deleteDescription={() => l.removeText}
      frame={(_, list, add) => (
        <>
          <div className="flex flex-col gap-3 md:flex-row md:items-end">
            <Field label={l.bar} className="md:w-64">
              <Select
                value={barId === undefined ? '' : String(barId)}
                onChange={(e) => onBarChange(e.target.value === '' ? undefined : Number(e.target.value))}
                options={[
                  { value: '', label: l.allBars },
                  ...bars.map((b) => ({ value: String(b.id), label: b.name })),
                ]}
              />
            </Field>
            <form
              role="search"
              className="flex flex-1 items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                onSearch(text.trim());
              }}
            >
              <Field label={l.search} className="flex-1">
                <Input
                  type="search"
                  value={text}
                  placeholder={l.searchPlaceholder}
                  maxLength={100}
                  onChange={(e) => setText(e.target.value)}
                />
              </Field>
              <Button type="submit" variant="secondary" aria-label={l.searchButton} size="icon">
                <Search aria-hidden />
              </Button>
            </form>
            {add}
          </div>
          {list}
        </>
      )}
    />
  );
}
