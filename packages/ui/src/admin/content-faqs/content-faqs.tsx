import { type AdminFaq, type FaqKind, faqKindLabels, faqKinds } from '@meslektas/domain';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { DataTable, type DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import {
  type ContentRefusal,
  ContentFormDialog,
  useContentDelete,
  useContentEdit,
} from '../content-form/content-form.tsx';
import { ReasonDialog } from '../reason-dialog/reason-dialog.tsx';

export type FaqDraft = Pick<AdminFaq, 'title' | 'content'>;

export const contentFaqsLabels = {
  caption: 'Sorular',
  lists: 'Soru listesi',
  add: 'Yeni soru',
  order: 'Sıra',
  question: 'Soru',
  answer: 'Cevap (HTML)',
  answerHint: 'Biçim ve bağlantılar kalır; betikler ve olay öznitelikleri kaydederken silinir.',
  up: 'Yukarı taşı',
  down: 'Aşağı taşı',
  edit: 'Düzenle',
  delete: 'Sil',
  createTitle: 'Yeni soru',
  editTitle: 'Soruyu düzenle',
  deleteTitle: 'Soruyu sil',
  deleteDescription: 'Soru listeden kalkar; denetim kaydı eski hâlini saklar.',
  questionRequired: 'Lütfen soruyu giriniz.',
  answerRequired: 'Lütfen cevabı giriniz.',
  empty: 'Bu listede henüz soru yok.',
};

export type ContentFaqsProps = {
  kind: FaqKind;
  onKindChange: (kind: FaqKind) => void;
  /** The chosen list's questions in their order. */
  faqs: readonly AdminFaq[];
  onSave: (faq: AdminFaq | null, draft: FaqDraft) => Promise<ContentRefusal | null>;
  onDelete: (faq: AdminFaq) => Promise<string | null>;
  /** Sends the whole list's new order (ids); the list shows the answer once it is back. */
  onReorder: (ids: number[]) => void;
  reordering?: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  kindLabels?: Record<FaqKind, string>;
  labels?: Partial<typeof contentFaqsLabels>;
  className?: string;
};

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The two FAQs (general, partnership): questions in order, added, edited, moved and deleted. */
export function ContentFaqs({
  kind,
  onKindChange,
  faqs,
  onSave,
  onDelete,
  onReorder,
  reordering = false,
  loading,
  error,
  onRetry,
  kindLabels = faqKindLabels,
  labels,
  className,
}: ContentFaqsProps) {
  const l = { ...contentFaqsLabels, ...labels };
  const edit = useContentEdit<AdminFaq, FaqDraft>(onSave);
  const remove = useContentDelete<AdminFaq>(onDelete);
  const [draft, setDraft] = React.useState<FaqDraft>({ title: '', content: '' });
  const [problems, setProblems] = React.useState<Partial<Record<keyof FaqDraft, string>>>({});

  const open = (faq: AdminFaq | null) => {
    setDraft(faq ? { title: faq.title, content: faq.content } : { title: '', content: '' });
    setProblems({});
    edit.open(faq);
  };
  const submit = () => {
    const next: Partial<Record<keyof FaqDraft, string>> = {};
    if (draft.title.trim() === '') next.title = l.questionRequired;
    if (draft.content.trim() === '') next.content = l.answerRequired;
    setProblems(next);
    if (next.title || next.content) return;
    void edit.save({ title: draft.title.trim(), content: draft.content.trim() });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = faqs.map((f) => f.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    onReorder(ids);
  };
  const errorOf = (key: keyof FaqDraft) => problems[key] ?? edit.refusal?.fields?.[key];

  const columns: DataTableColumn<AdminFaq>[] = [
    { id: 'question', header: l.question, cell: (f) => <span className="font-medium">{f.title}</span> },
    {
      id: 'answer',
      header: l.answer,
      cell: (f) => <span className="line-clamp-2 text-muted">{plain(f.content)}</span>,
    },
    { id: 'order', header: l.order, cell: (_f, i) => i + 1, hideOnCard: true },
  ];

  return (
    <section data-slot="content-faqs" aria-label={l.caption} className={cn('flex flex-col gap-4', className)}>
      <Tabs value={kind} onValueChange={(value) => onKindChange(value as FaqKind)}>
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <TabsList aria-label={l.lists}>
            {faqKinds.map((k) => (
              <TabsTrigger key={k} value={k}>
                {kindLabels[k]}
              </TabsTrigger>
            ))}
          </TabsList>
          <Button onClick={() => open(null)}>
            <Plus aria-hidden />
            {l.add}
          </Button>
        </div>
        <TabsContent value={kind}>
          <DataTable
            caption={`${l.caption}: ${kindLabels[kind]}`}
            columns={columns}
            rows={faqs}
            rowKey={(f) => f.id}
            rowProps={(f) => ({ 'data-faq-id': f.id })}
            actions={(f, i) => (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${l.up}: ${f.title}`}
                  disabled={i === 0 || reordering}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${l.down}: ${f.title}`}
                  disabled={i === faqs.length - 1 || reordering}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${l.edit}: ${f.title}`}
                  onClick={() => open(f)}
                >
                  {l.edit}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`${l.delete}: ${f.title}`}
                  onClick={() => remove.ask(f)}
                >
                  {l.delete}
                </Button>
              </>
            )}
            loading={loading}
            error={error ?? undefined}
            onRetry={onRetry}
            emptyText={l.empty}
          />
        </TabsContent>
      </Tabs>
      {edit.target ? (
        <ContentFormDialog
          open
          onOpenChange={(next) => {
            if (!next) edit.close();
          }}
          title={`${edit.target.item ? l.editTitle : l.createTitle} · ${kindLabels[kind]}`}
          busy={edit.busy}
          error={edit.refusal && !edit.refusal.fields ? edit.refusal.message : null}
          onSubmit={submit}
        >
          <Field label={l.question} error={errorOf('title')} required>
            <Input
              value={draft.title}
              onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
              required
            />
          </Field>
          <Field label={l.answer} hint={l.answerHint} error={errorOf('content')} required>
            <Textarea
              value={draft.content}
              onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
              rows={8}
              className="font-mono text-xs"
              required
            />
          </Field>
        </ContentFormDialog>
      ) : null}
      {remove.item ? (
        <ReasonDialog
          open
          onOpenChange={(next) => {
            if (!next) remove.cancel();
          }}
          title={l.deleteTitle}
          description={`“${remove.item.title}” — ${l.deleteDescription}`}
          reasonLabel={null}
          confirmLabel={l.delete}
          confirmVariant="danger"
          busy={remove.busy}
          error={remove.refusal}
          onConfirm={() => void remove.confirm()}
        />
      ) : null}
    </section>
  );
}
