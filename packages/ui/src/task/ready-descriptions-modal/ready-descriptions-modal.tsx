import { type ShortDescription, canEditShortDescription, splitShortDescriptions } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { ModalFrame } from '../../components/modal/modal.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const readyDescriptionsModalLabels = {
  title: 'Hazır Açıklamalar',
  description: 'Görev açıklaması olarak kullanmak istediğiniz metni seçiniz.',
  mine: 'Açıklamalarım',
  system: 'Sistem Açıklamaları',
  emptyMine: 'Kayıtlı açıklamanız bulunmuyor.',
  emptySystem: 'Sistem açıklaması bulunmuyor.',
  choose: 'Seç',
  newDescription: 'Yeni Açıklama',
  add: 'Ekle',
  edit: 'Düzenle',
  editDescription: 'Açıklamayı Düzenle',
  save: 'Kaydet',
  cancel: 'Vazgeç',
  remove: 'Sil',
};

export type ReadyDescriptionsModalProps = DialogProps<typeof readyDescriptionsModalLabels> & {
  descriptions: readonly ShortDescription[];
  /** The current user: their own descriptions go to the 'mine' tab. */
  userId: number;
  onPick: (description: ShortDescription) => void;
  /** The server setting allow_custom_descriptions: without it the lawyer's own are read-only too. */
  allowCustom?: boolean;
  /** Saves a new own description; a rejected promise keeps the typed text. */
  onAdd?: (text: string) => Promise<unknown> | void;
  onEdit?: (description: ShortDescription, text: string) => Promise<unknown> | void;
  onDelete?: (description: ShortDescription) => Promise<unknown> | void;
};

/** Runs a save; resolves true when it went through (a failure is reported by whoever saved). */
async function settled(result: Promise<unknown> | void): Promise<boolean> {
  try {
    await result;
    return true;
  } catch {
    return false;
  }
}

/**
 * The saved short descriptions in two tabs, 'mine' and 'system'; picking one fills the form. The
 * lawyer adds, edits and deletes his own in 'mine' while custom descriptions are allowed.
 */
export function ReadyDescriptionsModal({
  descriptions,
  userId,
  onPick,
  allowCustom = false,
  onAdd,
  onEdit,
  onDelete,
  labels,
  ...dialog
}: ReadyDescriptionsModalProps) {
  const l = { ...readyDescriptionsModalLabels, ...labels };
  const { mine, system } = splitShortDescriptions(descriptions, userId);
  const [draft, setDraft] = React.useState('');
  const [editing, setEditing] = React.useState<{ id: number; text: string } | null>(null);
  const [busy, setBusy] = React.useState<'add' | number | null>(null);

  const run = async (key: 'add' | number, action: () => Promise<unknown> | void) => {
    setBusy(key);
    const ok = await settled(action());
    setBusy(null);
    return ok;
  };
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    // React carries the event up through the portal, to a form the modal may sit in.
    event.stopPropagation();
    const text = draft.trim();
    if (!text || !onAdd) return;
    if (await run('add', () => onAdd(text))) setDraft('');
  };
  const save = async (d: ShortDescription) => {
    const text = editing?.text.trim();
    if (!text || !onEdit) return;
    if (await run(d.id, () => onEdit(d, text))) setEditing(null);
  };

  const item = (d: ShortDescription) => {
    const editable = canEditShortDescription(d, userId, allowCustom);
    if (editing?.id === d.id) {
      return (
        <li key={d.id} className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line p-3">
          <Field label={l.editDescription}>
            <Textarea
              value={editing.text}
              onChange={(event) => setEditing({ id: d.id, text: event.target.value })}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
              {l.cancel}
            </Button>
            <Button size="sm" busy={busy === d.id} disabled={!editing.text.trim()} onClick={() => save(d)}>
              {l.save}
            </Button>
          </div>
        </li>
      );
    }
    return (
      <li
        key={d.id}
        className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line p-3 sm:flex-row sm:items-start sm:justify-between"
      >
        <span className="text-sm break-words">{d.description}</span>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`${l.choose}: ${d.description}`}
            onClick={() => {
              onPick(d);
              dialog.onOpenChange(false);
            }}
          >
            {l.choose}
          </Button>
          {editable && onEdit ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${l.edit}: ${d.description}`}
              onClick={() => setEditing({ id: d.id, text: d.description })}
            >
              {l.edit}
            </Button>
          ) : null}
          {editable && onDelete ? (
            <Button
              size="sm"
              variant="danger"
              busy={busy === d.id}
              aria-label={`${l.remove}: ${d.description}`}
              onClick={() => run(d.id, () => onDelete(d))}
            >
              {l.remove}
            </Button>
          ) : null}
        </div>
      </li>
    );
  };

  const list = (items: ShortDescription[], empty: string) =>
    items.length === 0 ? (
      <p className="py-4 text-center text-sm text-muted">{empty}</p>
    ) : (
      <ul className="flex flex-col gap-2">{items.map(item)}</ul>
    );

  return (
    <ModalFrame
      {...dialog}
      size="lg"
      data-slot="ready-descriptions-modal"
      title={l.title}
      description={l.description}
    >
      <Tabs defaultValue={mine.length > 0 || (allowCustom && onAdd) ? 'mine' : 'system'}>
        <TabsList>
          <TabsTrigger value="mine">{l.mine}</TabsTrigger>
          <TabsTrigger value="system">{l.system}</TabsTrigger>
        </TabsList>
        <TabsContent value="mine" className="flex flex-col gap-3">
          {allowCustom && onAdd ? (
            <form data-slot="ready-descriptions-add" className="flex flex-col gap-2" onSubmit={add}>
              <Field label={l.newDescription}>
                <Textarea value={draft} onChange={(event) => setDraft(event.target.value)} />
              </Field>
              <Button
                type="submit"
                size="sm"
                className="self-end"
                busy={busy === 'add'}
                disabled={!draft.trim()}
              >
                {l.add}
              </Button>
            </form>
          ) : null}
          {list(mine, l.emptyMine)}
        </TabsContent>
        <TabsContent value="system">{list(system, l.emptySystem)}</TabsContent>
      </Tabs>
    </ModalFrame>
  );
}
