import type { AdminShortDescription } from '@meslektas/domain';
import { Plus } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { DataTable, type DataTableColumn } from '../../components/table/table.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { cn } from '../../lib/cn.ts';
import { ReasonDialog } from '../reason-dialog/reason-dialog.tsx';
import { CatalogDialog, type CatalogRefusal } from './catalog-dialog.tsx';

export const systemDescriptionLabels = {
  caption: 'Hazır açıklamalar',
  intro:
    'Avukatlar görev oluştururken bu açıklamalardan birini seçer. Değişiklik oluşturulmuş görevlerin metnini değiştirmez.',
  add: 'Açıklama ekle',
  description: 'Açıklama',
  createTitle: 'Yeni hazır açıklama',
  editTitle: 'Hazır açıklamayı düzenle',
  required: 'Lütfen açıklamayı giriniz.',
  edit: 'Düzenle',
  remove: 'Kaldır',
  removeTitle: 'Hazır açıklamayı kaldır',
  removeText: 'Açıklama avukatların listesinden kalkar; oluşturulmuş görevlerin metni kalır.',
  empty: 'Henüz hazır açıklama yok.',
};

export type SystemDescriptionsProps = {
  descriptions: readonly AdminShortDescription[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Saves a new (null) or changed description; resolves to the server's refusal, or null. */
  onSave: (description: AdminShortDescription | null, text: string) => Promise<CatalogRefusal | null>;
  onDelete: (description: AdminShortDescription) => Promise<string | null>;
  labels?: Partial<typeof systemDescriptionLabels>;
  className?: string;
};

/** The system's ready task descriptions the lawyers pick from, with adding, editing and removing. */
export function SystemDescriptions({
  descriptions,
  loading,
  error,
  onRetry,
  onSave,
  onDelete,
  labels,
  className,
}: SystemDescriptionsProps) {
  const l = { ...systemDescriptionLabels, ...labels };
  const [editing, setEditing] = React.useState<AdminShortDescription | null | undefined>(undefined);
  const [text, setText] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [removing, setRemoving] = React.useState<AdminShortDescription | null>(null);

  const open = (description: AdminShortDescription | null) => {
    setEditing(description);
    setText(description?.description ?? '');
    setProblem(null);
    setRefusal(null);
  };
  const save = async () => {
    if (text.trim() === '') {
      setProblem(l.required);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await onSave(editing ?? null, text.trim());
      if (!answer) setEditing(undefined);
      else if (answer.fields?.description) setProblem(answer.fields.description);
      else setRefusal(answer.message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const answer = await onDelete(removing);
      setRefusal(answer);
      if (!answer) setRemoving(null);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<AdminShortDescription>[] = [
    { id: 'description', header: l.description, cell: (d) => d.description, hideOnCard: true },
  ];

  return (
    <section
      data-slot="system-descriptions"
      aria-label={l.caption}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted">{l.intro}</p>
        <Button variant="secondary" onClick={() => open(null)}>
          <Plus aria-hidden />
          {l.add}
        </Button>
      </div>
      <DataTable
        caption={l.caption}
        columns={columns}
        rows={descriptions}
        rowKey={(d) => d.id}
        rowProps={(d) => ({ 'data-description-id': d.id })}
        cardTitle={(d) => d.description}
        actions={(d) => (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${l.edit}: ${d.description}`}
              onClick={() => open(d)}
            >
              {l.edit}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${l.remove}: ${d.description}`}
              onClick={() => {
                setRefusal(null);
                setRemoving(d);
              }}
            >
              {l.remove}
            </Button>
          </>
        )}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyText={l.empty}
      />
      {editing !== undefined ? (
        <CatalogDialog
          title={editing ? l.editTitle : l.createTitle}
          onClose={() => setEditing(undefined)}
          onSubmit={() => void save()}
          busy={busy}
          error={refusal}
        >
          <Field label={l.description} error={problem} required>
            <Textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              maxLength={1000}
              required
            />
          </Field>
        </CatalogDialog>
      ) : null}
      {removing ? (
        <ReasonDialog
          open
          onOpenChange={(next) => {
            if (!next) setRemoving(null);
          }}
          title={l.removeTitle}
          description={l.removeText}
          reasonLabel={null}
          confirmLabel={l.remove}
          confirmVariant="danger"
          busy={busy}
          error={refusal}
          onConfirm={() => void remove()}
        />
      ) : null}
    </section>
  );
}
