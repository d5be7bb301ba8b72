import {
  type AdminConstant,
  type ConstantKind,
  checkConstantValue,
  constantListLines,
  isTuningName,
  tuningSpecs,
} from '@meslektas/domain';
import * as React from 'react';
import { Badge, type BadgeTone } from '../../components/badge/badge.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import type { ListStateProps } from '../admin-pager/admin-pager.tsx';
import { AdminEditSection } from '../admin-edit-section/admin-edit-section.tsx';
import type { ContentRefusal } from '../content-form/content-form.tsx';

/** Each kind as the console names it, and the hint under its field. */
export const constantKindTexts: Record<ConstantKind, { badge: string; tone: BadgeTone; hint: string }> = {
  text: { badge: 'Metin', tone: 'secondary', hint: 'Düz metin; avukatlara olduğu gibi gösterilir.' },
  html: {
    badge: 'HTML',
    tone: 'info',
    hint: 'Biçimli metin (HTML); betikler ve olay öznitelikleri silinir.',
  },
  integer: { badge: 'Saniye', tone: 'primary', hint: '0 ile 60 arasında tam sayı.' },
  money: { badge: 'Tutar (TL)', tone: 'primary', hint: 'TL; kuruş için virgül kullanabilirsiniz (2400,50).' },
  flag: { badge: 'Açık/Kapalı', tone: 'warning', hint: 'Ayar açıkken 1, kapalıyken 0 saklanır.' },
  list: { badge: 'Liste', tone: 'success', hint: 'Her satıra bir madde yazınız.' },
  path: { badge: 'Site adresi', tone: 'primary', hint: '/ ile başlayan bir site sayfası.' },
  count: { badge: 'Sayı', tone: 'primary', hint: 'Kurallarda kullanılan tam sayı.' },
};

export const contentConstantsLabels = {
  caption: 'Sabitler',
  name: 'Ad',
  kind: 'Tür',
  value: 'Değer',
  edit: 'Düzenle',
  editTitle: 'Sabiti düzenle',
  editDescription: 'Kaydettiğinizde avukatlar yeni değeri bir sonraki açılışta görür.',
  field: 'Değer',
  on: 'Açık (1)',
  off: 'Kapalı (0)',
  search: 'Sabit ara',
  empty: 'Sabit bulunamadı.',
};

export type ContentConstantsProps = ListStateProps & {
  constants: readonly AdminConstant[];
  /** Saves one constant's new value; resolves to the server's refusal, or null when saved. */
  onSave: (constant: AdminConstant, description: string) => Promise<ContentRefusal | null>;
  kindTexts?: Record<ConstantKind, { badge: string; tone: BadgeTone; hint: string }>;
  labels?: Partial<typeof contentConstantsLabels>;
};

type ConstantDraft = { name: string; kind: ConstantKind; description: string };

/** What the form shows for a stored value: lists one item per line, the rest as stored. */
const editable = (c: AdminConstant) => (c.kind === 'list' ? constantListLines(c.description) : c.description);

/** A count's hint names what it decides and its range; the other kinds share their kind's hint. */
const countHint = (name: string): string | null => {
  if (!isTuningName(name)) return null;
  const spec = tuningSpecs[name];
  return `${spec.label}: ${spec.min} ile ${spec.max} arasında (${spec.unit}).`;
};

const preview = (c: AdminConstant) => {
  const text = c.kind === 'list' ? constantListLines(c.description).replace(/\n/g, ' · ') : c.description;
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

/**
 * The server's constants: every text and setting the lawyers' screens read by name. Only existing
 * names are edited; each kind gets its own control and is checked before it is sent.
 */
export function ContentConstants({
  constants,
  onSave,
  kindTexts = constantKindTexts,
  labels,
  ...list
}: ContentConstantsProps) {
  const l = { ...contentConstantsLabels, ...labels };
  const [query, setQuery] = React.useState('');
  const hintOf = (draft: ConstantDraft) =>
    (draft.kind === 'count' ? countHint(draft.name) : null) ?? kindTexts[draft.kind].hint;

  const needle = query.trim().toLocaleLowerCase('tr-TR');
  const rows = needle
    ? constants.filter(
        (c) => c.name.includes(needle) || c.description.toLocaleLowerCase('tr-TR').includes(needle),
      )
    : constants;

  const columns: DataTableColumn<AdminConstant>[] = [
    { id: 'name', header: l.name, cell: (c) => <span className="font-mono text-xs">{c.name}</span> },
    {
      id: 'kind',
      header: l.kind,
      cell: (c) => <Badge tone={kindTexts[c.kind].tone}>{kindTexts[c.kind].badge}</Badge>,
    },
    {
      id: 'value',
      header: l.value,
      cell: (c) => <span className="line-clamp-2 break-words text-muted">{preview(c)}</span>,
    },
  ];

  const control = (kind: ConstantKind, value: string, setValue: (value: string) => void) => {
    switch (kind) {
      case 'flag':
        return (
          <Select
            value={value}
            onChange={(e) => setValue(e.target.value)}
            options={[
              { value: '1', label: l.on },
              { value: '0', label: l.off },
            ]}
          />
        );
      case 'integer':
      case 'count':
      case 'money':
        return (
          <Input
            inputMode={kind === 'money' ? 'decimal' : 'numeric'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            required
          />
        );
      case 'path':
        return <Input value={value} onChange={(e) => setValue(e.target.value)} required />;
      default:
        return (
          <Textarea
            value={value}
            onChange={(e) => setValue(e.target.value)}
            rows={kind === 'text' ? 4 : 8}
            className={kind === 'html' ? 'font-mono text-xs' : undefined}
            required
          />
        );
    }
  };

  return (
    <AdminEditSection
      {...list}
      slot="content-constants"
      label={l.caption}
      headStart={
        <Field label={l.search} className="md:w-80">
          <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field>
      }
      columns={columns}
      rows={rows}
      rowKey={(c) => c.name}
      rowProps={(c) => ({ 'data-constant': c.name })}
      rowName={(c) => c.name}
      emptyText={l.empty}
      labels={l}
      onSave={(c, value: string) => (c ? onSave(c, value) : Promise.resolve(null))}
      form={{
        // The constant's name and kind ride along, so the checks know which control it was.
        draftOf: (c): ConstantDraft => ({
          name: c?.name ?? '',
          kind: c?.kind ?? 'text',
          description: c ? editable(c) : '',
        }),
        check: (draft) => {
          const checked = checkConstantValue(draft.kind, draft.description, draft.name);
          return checked.ok ? {} : { description: checked.message };
        },
        valueOf: (draft) => {
          const checked = checkConstantValue(draft.kind, draft.description, draft.name);
          return draft.kind === 'list' || !checked.ok ? draft.description : checked.value;
        },
        title: (c) => `${l.editTitle}: ${c?.name ?? ''}`,
        description: l.editDescription,
        fields: ({ draft, set, errorOf }) => (
          <Field label={l.field} hint={hintOf(draft)} error={errorOf('description')} required>
            {control(draft.kind, draft.description, (value) => set('description', value))}
          </Field>
        ),
      }}
    />
  );
}
