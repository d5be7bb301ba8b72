import type { AdminShortDescription } from '@meslektas/domain';
import { Field } from '../../components/field/field.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import type { ListStateProps } from '../admin-pager/admin-pager.tsx';
import { AdminEditSection } from '../admin-edit-section/admin-edit-section.tsx';
import { type CatalogRefusal, catalogDialog } from './catalog-dialog.tsx';

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

export type SystemDescriptionsProps = ListStateProps & {
  descriptions: readonly AdminShortDescription[];
  /** Saves a new (null) or changed description; resolves to the server's refusal, or null. */
  onSave: (description: AdminShortDescription | null, text: string) => Promise<CatalogRefusal | null>;
  onDelete: (description: AdminShortDescription) => Promise<string | null>;
  labels?: Partial<typeof systemDescriptionLabels>;
};

/** The system's ready task descriptions the lawyers pick from, with adding, editing and removing. */
export function SystemDescriptions({
  descriptions,
  onSave,
  onDelete,
  labels,
  ...list
}: SystemDescriptionsProps) {
  const l = { ...systemDescriptionLabels, ...labels };
  const columns: DataTableColumn<AdminShortDescription>[] = [
    { id: 'description', header: l.description, cell: (d) => d.description, hideOnCard: true },
  ];

  return (
    <AdminEditSection
      {...list}
      slot="system-descriptions"
      label={l.caption}
      intro={l.intro}
      addLabel={l.add}
      addVariant="secondary"
      columns={columns}
      rows={descriptions}
      rowKey={(d) => d.id}
      rowProps={(d) => ({ 'data-description-id': d.id })}
      cardTitle={(d) => d.description}
      rowName={(d) => d.description}
      emptyText={l.empty}
      labels={{ edit: l.edit, delete: l.remove }}
      deleteVariant="outline"
      dialog={catalogDialog}
      onSave={(d, value: { description: string }) => onSave(d, value.description)}
      onDelete={onDelete}
      deleteTitle={l.removeTitle}
      deleteDescription={() => l.removeText}
      form={{
        draftOf: (d) => ({ description: d?.description ?? '' }),
        check: (draft) => (draft.description.trim() === '' ? { description: l.required } : {}),
        valueOf: (draft) => ({ description: draft.description.trim() }),
        title: (d) => (d ? l.editTitle : l.createTitle),
        fields: ({ draft, set, errorOf }) => (
          <Field label={l.description} error={errorOf('description')} required>
            <Textarea
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
              rows={3}
              maxLength={1000}
              required
            />
          </Field>
        ),
      }}
    />
  );
}
