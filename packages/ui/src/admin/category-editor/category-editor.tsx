import {
  type AdminCategory,
  type CategoryPayload,
  categoryPlaceLabels,
  formatPrice,
} from '@meslektas/domain';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { DataTable, type DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import type { CatalogRefusal } from './catalog-dialog.tsx';
import { CategoryDialog } from './category-dialog.tsx';

export const categoryEditorLabels = {
  caption: 'Görev kategorileri',
  add: 'Yeni kategori',
  name: 'Kategori',
  prices: 'Bütçeler',
  place: 'Yer',
  time: 'Saat',
  timeRequired: 'Zorunlu',
  timeOptional: 'İsteğe bağlı',
  tasks: 'Görev',
  status: 'Durum',
  active: 'Etkin',
  inactive: 'Pasif',
  edit: 'Düzenle',
  activate: 'Etkinleştir',
  deactivate: 'Pasifleştir',
  up: 'Yukarı taşı',
  down: 'Aşağı taşı',
  empty: 'Henüz kategori yok.',
  note: 'Kategoriler silinmez: görevler onlara bağlıdır. Pasif kategori yeni görevlerde seçilemez.',
};

export type CategoryEditorProps = {
  categories: readonly AdminCategory[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Saves a new (null) or changed category; resolves to the server's refusal, or null. */
  onSave: (category: AdminCategory | null, payload: CategoryPayload) => Promise<CatalogRefusal | null>;
  onToggleActive: (category: AdminCategory, active: boolean) => Promise<string | null>;
  /** Every category's id in the new order. */
  onReorder: (ids: number[]) => Promise<string | null>;
  labels?: Partial<typeof categoryEditorLabels>;
  className?: string;
};

/**
 * Task categories in the order the lawyers see them: budgets, place, time rule and state, with
 * editing, moving up and down and switching on and off.
 */
export function CategoryEditor({
  categories,
  loading,
  error,
  onRetry,
  onSave,
  onToggleActive,
  onReorder,
  labels,
  className,
}: CategoryEditorProps) {
  const l = { ...categoryEditorLabels, ...labels };
  const [editing, setEditing] = React.useState<AdminCategory | null | undefined>(undefined);
  const [busy, setBusy] = React.useState(false);
  const [notice, setNotice] = React.useState<string | null>(null);

  const act = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await work());
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void act(() => onReorder(ids));
  };

  const columns: DataTableColumn<AdminCategory>[] = [
    {
      id: 'name',
      header: l.name,
      cell: (c) => <span className="font-medium">{c.name}</span>,
    },
    {
      id: 'prices',
      header: l.prices,
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          {c.prices.map((p) => (
            <Badge key={p} tone="secondary">
              {formatPrice(p)}
            </Badge>
          ))}
        </span>
      ),
    },
    { id: 'place', header: l.place, cell: (c) => categoryPlaceLabels[c.out_adliye] },
    { id: 'time', header: l.time, cell: (c) => (c.time_required ? l.timeRequired : l.timeOptional) },
    { id: 'tasks', header: l.tasks, cell: (c) => c.tasks.toLocaleString('tr-TR') },
    {
      id: 'status',
      header: l.status,
      cell: (c) => (
        <Badge tone={c.active ? 'success' : 'secondary'}>{c.active ? l.active : l.inactive}</Badge>
      ),
    },
  ];

  return (
    <section
      data-slot="category-editor"
      aria-label={l.caption}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted">{l.note}</p>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden />
          {l.add}
        </Button>
      </div>
      {notice ? (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      ) : null}
      <DataTable
        caption={l.caption}
        columns={columns}
        rows={categories}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-category-id': c.id, 'data-active': c.active })}
        actions={(c, index) => (
          <>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`${l.up}: ${c.name}`}
              disabled={busy || index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`${l.down}: ${c.name}`}
              disabled={busy || index === categories.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden />
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${l.edit}: ${c.name}`}
              onClick={() => setEditing(c)}
            >
              {l.edit}
            </Button>
            <Button
              size="sm"
              variant={c.active ? 'outline' : 'success'}
              aria-label={`${c.active ? l.deactivate : l.activate}: ${c.name}`}
              disabled={busy}
              onClick={() => void act(() => onToggleActive(c, !c.active))}
            >
              {c.active ? l.deactivate : l.activate}
            </Button>
          </>
        )}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyText={l.empty}
      />
      {editing !== undefined ? (
        <CategoryDialog
          category={editing}
          onClose={() => setEditing(undefined)}
          onSave={async (category, payload) => {
            const answer = await onSave(category, payload);
            if (!answer) setEditing(undefined);
            return answer;
          }}
        />
      ) : null}
    </section>
  );
}
