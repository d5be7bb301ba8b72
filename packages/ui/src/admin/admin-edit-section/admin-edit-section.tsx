import { Plus } from 'lucide-react';
import * as React from 'react';
import { Button, type ButtonProps } from '../../components/button/button.tsx';
import { DataTable, type DataTableProps } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import {
  type ContentFormDialogProps,
  type ContentRefusal,
  ContentFormDialog,
  useContentDelete,
  useContentEdit,
} from '../content-form/content-form.tsx';
import { ReasonDialog } from '../reason-dialog/reason-dialog.tsx';
import { AdminPagedTable, type AdminPagerProps } from '../admin-pager/admin-pager.tsx';

export type DraftProblems<Draft> = Partial<Record<keyof Draft, string>>;

/** What an edit form's fields get: the draft, a setter per field, and each field's message. */
export type DraftFields<Draft> = {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  update: React.Dispatch<React.SetStateAction<Draft>>;
  errorOf: (key: keyof Draft) => string | undefined;
};

/** One list's edit form: the draft a record starts from, its checks and what is saved. */
export type EditForm<Row, Draft, Value> = {
  draftOf: (row: Row | null) => Draft;
  check: (draft: Draft) => DraftProblems<Draft>;
  valueOf: (draft: Draft) => Value;
  title: (row: Row | null) => string;
  /** A line under the dialog's title. */
  description?: string;
  fields: (form: DraftFields<Draft>) => React.ReactNode;
  /** Called as the form opens (a page's short name starts following its title again). */
  onOpen?: (row: Row | null) => void;
};

export const editSectionLabels = {
  edit: 'Düzenle',
  delete: 'Sil',
};

export type AdminEditSectionProps<Row, Draft, Value> = Omit<
  DataTableProps<Row>,
  'actions' | 'error' | 'caption'
> & {
  /** The section's data-slot ('content-pages'). */
  slot: string;
  /** The section's name, and the table's caption unless `caption` differs. */
  label: string;
  caption?: string;
  error?: string | null;
  /** The line above the list, beside the add button. */
  intro?: string;
  /** Without it the list has no add button (the constants: only existing names are edited). */
  addLabel?: string;
  /** The record's name in its buttons' names ('Düzenle: Yeni yıl'). */
  rowName: (row: Row) => string;
  /** Buttons of a row before Düzenle (move, publish). */
  rowActions?: (row: Row, index: number) => React.ReactNode;
  /** Buttons of a row after Düzenle and Sil (switching a category on or off). */
  rowEnd?: (row: Row, index: number) => React.ReactNode;
  /** Why a row cannot be deleted (a courthouse in use), or null: its Sil is disabled with this title. */
  deleteBlocked?: (row: Row) => string | null;
  /** The list a page at a time (the courthouses), with the pager under it. */
  paging?: Pick<AdminPagerProps, 'page' | 'lastPage' | 'total' | 'onPageChange'>;
  form: EditForm<Row, Draft, Value>;
  /** Saves a new record (row null) or an edit; resolves to the refusal, or null when saved. */
  onSave: (row: Row | null, value: Value) => Promise<ContentRefusal | null>;
  /** Deletes a record after it is confirmed; without it rows have no delete button. */
  onDelete?: (row: Row) => Promise<string | null>;
  deleteTitle?: string | ((row: Row) => string);
  deleteDescription?: (row: Row) => string;
  /**
   * Lays out the head (intro and add button) and the list otherwise (inside tabs); `add` is the
   * add button alone, for a head of filters.
   */
  frame?: (head: React.ReactNode, list: React.ReactNode, add: React.ReactNode) => React.ReactNode;
  /** The head's left side instead of the intro (tabs). */
  headStart?: React.ReactNode;
  labels?: Partial<typeof editSectionLabels>;
  addVariant?: ButtonProps['variant'];
  deleteVariant?: ButtonProps['variant'];
  dialog?: Pick<ContentFormDialogProps, 'size' | 'slot' | 'bodyClassName'>;
  children?: React.ReactNode;
};

/**
 * Every console editor: its records in a list, a button that adds one, each edited in a dialog
 * (checked before it is sent, the server's field messages under their fields) and deleted after a
 * confirmation. The list's columns, form fields and checks come from its configuration.
 */
export function AdminEditSection<Row, Draft, Value>({
  slot,
  label,
  error,
  intro,
  addLabel,
  rowName,
  rowActions,
  rowEnd,
  deleteBlocked,
  paging,
  form,
  onSave,
  onDelete,
  deleteTitle,
  deleteDescription,
  frame = (head, list) => (
    <>
      {head}
      {list}
    </>
  ),
  headStart,
  labels,
  addVariant,
  deleteVariant = 'danger',
  dialog,
  children,
  className,
  caption = label,
  ...rest
}: AdminEditSectionProps<Row, Draft, Value>) {
  const table = { ...rest, caption };
  const l = { ...editSectionLabels, ...labels };
  const edit = useContentEdit<Row, Value>(onSave);
  const remove = useContentDelete<Row>(onDelete ?? (async () => null));
  const [draft, setDraft] = React.useState<Draft>(() => form.draftOf(null));
  const [problems, setProblems] = React.useState<DraftProblems<Draft>>({});

  const open = (row: Row | null) => {
    setDraft(form.draftOf(row));
    setProblems({});
    form.onOpen?.(row);
    edit.open(row);
  };
  const submit = () => {
    const next = form.check(draft);
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    void edit.save(form.valueOf(draft));
  };
  const fields: DraftFields<Draft> = {
    draft,
    set: (key, value) => setDraft((d) => ({ ...d, [key]: value })),
    update: setDraft,
    errorOf: (key) => problems[key] ?? edit.refusal?.fields?.[key as string],
  };
  // The refusal's message shows above the buttons unless it named a field of the form.
  const namesAField = Object.keys(edit.refusal?.fields ?? {}).some((key) => key in (draft as object));

  const add = addLabel ? (
    <Button variant={addVariant} onClick={() => open(null)}>
      <Plus aria-hidden />
      {addLabel}
    </Button>
  ) : null;
  const head = (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      {headStart ?? (intro ? <p className="text-sm text-muted">{intro}</p> : null)}
      {add}
    </div>
  );
  const actions = (row: Row, i: number) => {
    const blocked = deleteBlocked?.(row) ?? null;
    return (
      <>
        {rowActions?.(row, i)}
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${l.edit}: ${rowName(row)}`}
          onClick={() => open(row)}
        >
          {l.edit}
        </Button>
        {onDelete ? (
          <Button
            size="sm"
            variant={deleteVariant}
            aria-label={`${l.delete}: ${rowName(row)}`}
            disabled={blocked !== null}
            title={blocked ?? undefined}
            onClick={() => remove.ask(row)}
          >
            {l.delete}
          </Button>
        ) : null}
        {rowEnd?.(row, i)}
      </>
    );
  };
  const list = paging ? (
    <AdminPagedTable {...table} {...paging} error={error ?? undefined} actions={actions} />
  ) : (
    <DataTable {...table} error={error ?? undefined} actions={actions} />
  );

  return (
    <section data-slot={slot} aria-label={label} className={cn('flex flex-col gap-4', className)}>
      {frame(head, list, add)}
      {edit.target ? (
        <ContentFormDialog
          open
          onOpenChange={(next) => {
            if (!next) edit.close();
          }}
          title={form.title(edit.target.item)}
          description={form.description}
          busy={edit.busy}
          error={edit.refusal && !namesAField ? edit.refusal.message : null}
          onSubmit={submit}
          {...dialog}
        >
          {form.fields(fields)}
        </ContentFormDialog>
      ) : null}
      {remove.item !== null && deleteTitle ? (
        <ReasonDialog
          open
          onOpenChange={(next) => {
            if (!next) remove.cancel();
          }}
          title={typeof deleteTitle === 'function' ? deleteTitle(remove.item) : deleteTitle}
          description={deleteDescription?.(remove.item)}
          reasonLabel={null}
          confirmLabel={l.delete}
          confirmVariant="danger"
          busy={remove.busy}
          error={remove.refusal}
          onConfirm={() => void remove.confirm()}
        />
      ) : null}
      {children}
    </section>
  );
}
