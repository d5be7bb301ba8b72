import {
  type AdminCategory,
  type CategoryPayload,
  categoryPlaceLabels,
  formatPrice,
} from '@meslektas/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import type { ListStateProps } from '../admin-pager/admin-pager.tsx';
import { AdminEditSection } from '../admin-edit-section/admin-edit-section.tsx';
import { type CatalogRefusal, catalogDialog } from './catalog-dialog.tsx';
import { categoryForm } from './category-dialog.tsx';
import { FormError } from '../../components/form/form.tsx';

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

export type CategoryEditorProps = ListStateProps & {
  categories: readonly AdminCategory[];
  /** Saves a new (null) or changed category; resolves to the server's refusal, or null. */
  onSave: (category: AdminCategory | null, payload: CategoryPayload) => Promise<CatalogRefusal | null>;
  onToggleActive: (category: AdminCategory, active: boolean) => Promise<string | null>;
  /** Every category's id in the new order. */
  onReorder: (ids: number[]) => Promise<string | null>;
  labels?: Partial<typeof categoryEditorLabels>;
};

/**
 * Task categories in the order the lawyers see them: budgets, place, time rule and state, with
 * editing, moving up and down and switching on and off.
 */
export function CategoryEditor({
  categories,
  onSave,
  onToggleActive,
  onReorder,
  labels,
  ...list
}: CategoryEditorProps) {
  const l = { ...categoryEditorLabels, ...labels };
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
    <AdminEditSection
      {...list}
      slot="category-editor"
      label={l.caption}
      intro={l.note}
      addLabel={l.add}
      columns={columns}
      rows={categories}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'data-category-id': c.id, 'data-active': c.active })}
      rowName={(c) => c.name}
      emptyText={l.empty}
      labels={{ edit: l.edit }}
      dialog={catalogDialog}
      form={categoryForm()}
      onSave={onSave}
      frame={(head, list) => (
        <>
          {head}
          <FormError>{notice}</FormError>
          {list}
        </>
      )}
      rowActions={(c, index) => (
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
        </>
      )}
      rowEnd={(c) => (
        <Button
          size="sm"
          variant={c.active ? 'outline' : 'success'}
          aria-label={`${c.active ? l.deactivate : l.activate}: ${c.name}`}
          disabled={busy}
          onClick={() => void act(() => onToggleActive(c, !c.active))}
        >
          {c.active ? l.deactivate : l.activate}
        </Button>
      )}
    />
  );
}
