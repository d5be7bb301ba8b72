import { type AdminFaq, type FaqKind, faqKindLabels, faqKinds } from '@meslektas/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import type { ListStateProps } from '../admin-pager/admin-pager.tsx';
import { AdminEditSection, type DraftProblems } from '../admin-edit-section/admin-edit-section.tsx';
import type { ContentRefusal } from '../content-form/content-form.tsx';

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

export type ContentFaqsProps = ListStateProps & {
  kind: FaqKind;
  onKindChange: (kind: FaqKind) => void;
  /** The chosen list's questions in their order. */
  faqs: readonly AdminFaq[];
  onSave: (faq: AdminFaq | null, draft: FaqDraft) => Promise<ContentRefusal | null>;
  onDelete: (faq: AdminFaq) => Promise<string | null>;
  /** Sends the whole list's new order (ids); the list shows the answer once it is back. */
  onReorder: (ids: number[]) => void;
  reordering?: boolean;
  kindLabels?: Record<FaqKind, string>;
  labels?: Partial<typeof contentFaqsLabels>;
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
  kindLabels = faqKindLabels,
  labels,
  ...list
}: ContentFaqsProps) {
  const l = { ...contentFaqsLabels, ...labels };
  const move = (index: number, by: -1 | 1) => {
    const ids = faqs.map((f) => f.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    onReorder(ids);
  };

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
    <AdminEditSection
      {...list}
      slot="content-faqs"
      label={l.caption}
      addLabel={l.add}
      headStart={
        <TabsList aria-label={l.lists}>
          {faqKinds.map((k) => (
            <TabsTrigger key={k} value={k}>
              {kindLabels[k]}
            </TabsTrigger>
          ))}
        </TabsList>
      }
      frame={(head, list) => (
        <Tabs value={kind} onValueChange={(value) => onKindChange(value as FaqKind)}>
          {head}
          <TabsContent value={kind}>{list}</TabsContent>
        </Tabs>
      )}
      caption={`${l.caption}: ${kindLabels[kind]}`}
      columns={columns}
      rows={faqs}
      rowKey={(f) => f.id}
      rowProps={(f) => ({ 'data-faq-id': f.id })}
      rowName={(f) => f.title}
      rowActions={(f, i) => (
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
        </>
      )}
      emptyText={l.empty}
      labels={l}
      onSave={onSave}
      onDelete={onDelete}
      deleteTitle={l.deleteTitle}
      deleteDescription={(f) => `“${f.title}” — ${l.deleteDescription}`}
      form={{
        draftOf: (faq): FaqDraft =>
          faq ? { title: faq.title, content: faq.content } : { title: '', content: '' },
        check: (draft) => {
          const problems: DraftProblems<FaqDraft> = {};
          if (draft.title.trim() === '') problems.title = l.questionRequired;
          if (draft.content.trim() === '') problems.content = l.answerRequired;
          return problems;
        },
        valueOf: (draft) => ({ title: draft.title.trim(), content: draft.content.trim() }),
        title: (faq) => `${faq ? l.editTitle : l.createTitle} · ${kindLabels[kind]}`,
        fields: ({ draft, set, errorOf }) => (
          <>
            <Field label={l.question} error={errorOf('title')} required>
              <Input value={draft.title} onChange={(e) => set('title', e.target.value)} required />
            </Field>
            <Field label={l.answer} hint={l.answerHint} error={errorOf('content')} required>
              <Textarea
                value={draft.content}
                onChange={(e) => set('content', e.target.value)}
                rows={8}
                className="font-mono text-xs"
                required
              />
            </Field>
          </>
        ),
      }}
    />
  );
}
