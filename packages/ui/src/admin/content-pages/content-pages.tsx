import { type AdminPage, isContentLink, isPageSlug, slugOf } from '@meslektas/domain';
import { Plus } from 'lucide-react';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Field, Label } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { DataTable, type DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import { formatAdminTime } from '../admin-format.ts';
import {
  type ContentRefusal,
  ContentFormDialog,
  useContentDelete,
  useContentEdit,
} from '../content-form/content-form.tsx';
import { ReasonDialog } from '../reason-dialog/reason-dialog.tsx';

/** What the page form sends. */
export type PageDraft = Pick<AdminPage, 'title' | 'slug' | 'body' | 'in_homepage'> & { url: string };

export const contentPagesLabels = {
  caption: 'Duyuru sayfaları',
  intro: 'Üst bantta dönen duyurular bu sayfalardır; en yenisi önce gösterilir.',
  add: 'Yeni duyuru',
  title: 'Başlık',
  slug: 'Kısa ad',
  slugHint: 'Adres: /pages/<kısa ad>. Küçük harf, rakam ve tire.',
  url: 'Bağlantı (isteğe bağlı)',
  urlHint: 'Doluysa duyuru bu adrese gider: /davet-et-kazan ya da https://… ',
  body: 'Sayfa metni (HTML)',
  bodyHint: 'Biçim ve bağlantılar kalır; betikler ve olay öznitelikleri kaydederken silinir.',
  inHomepage: 'Ana sayfada göster',
  date: 'Tarih',
  target: 'Açılan adres',
  shown: 'Ana sayfa',
  yes: 'Evet',
  no: 'Hayır',
  edit: 'Düzenle',
  delete: 'Sil',
  createTitle: 'Yeni duyuru sayfası',
  editTitle: 'Duyuru sayfasını düzenle',
  deleteTitle: 'Duyuru sayfasını sil',
  deleteDescription: 'Sayfa üst banttan ve adresinden kalkar; denetim kaydı eski hâlini saklar.',
  titleRequired: 'Lütfen başlığı giriniz.',
  slugInvalid: 'Kısa ad küçük harf, rakam ve tireden oluşmalı, en az bir harf içermelidir.',
  urlInvalid: 'Bağlantı / ile başlayan bir site sayfası ya da https:// adresi olmalıdır.',
  bodyRequired: 'Lütfen sayfa metnini giriniz.',
  empty: 'Henüz duyuru sayfası yok.',
};

export type ContentPagesProps = {
  pages: readonly AdminPage[];
  /** Saves a new page (page null) or an edit; resolves to the refusal, or null when saved. */
  onSave: (page: AdminPage | null, draft: PageDraft) => Promise<ContentRefusal | null>;
  /** Deletes a page; resolves to the refusal, or null when deleted. */
  onDelete: (page: AdminPage) => Promise<string | null>;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  labels?: Partial<typeof contentPagesLabels>;
  className?: string;
};

const emptyDraft: PageDraft = { title: '', slug: '', body: '', url: '', in_homepage: true };

function draftProblems(draft: PageDraft, l: typeof contentPagesLabels) {
  const problems: Partial<Record<keyof PageDraft, string>> = {};
  if (draft.title.trim() === '') problems.title = l.titleRequired;
  if (!isPageSlug(draft.slug.trim())) problems.slug = l.slugInvalid;
  if (draft.url.trim() !== '' && !isContentLink(draft.url.trim())) problems.url = l.urlInvalid;
  if (draft.body.trim() === '') problems.body = l.bodyRequired;
  return problems;
}

/** The notice pages (the header's rotating announcements): list, add, edit and delete. */
export function ContentPages({
  pages,
  onSave,
  onDelete,
  loading,
  error,
  onRetry,
  labels,
  className,
}: ContentPagesProps) {
  const l = { ...contentPagesLabels, ...labels };
  const id = React.useId();
  const edit = useContentEdit<AdminPage, PageDraft>(onSave);
  const remove = useContentDelete<AdminPage>(onDelete);
  const [draft, setDraft] = React.useState<PageDraft>(emptyDraft);
  const [slugTouched, setSlugTouched] = React.useState(false);
  const [problems, setProblems] = React.useState<Partial<Record<keyof PageDraft, string>>>({});

  const open = (page: AdminPage | null) => {
    setDraft(page ? { ...page, url: page.url ?? '' } : emptyDraft);
    setSlugTouched(page !== null);
    setProblems({});
    edit.open(page);
  };
  const set = <K extends keyof PageDraft>(key: K, value: PageDraft[K]) =>
    setDraft((d) => ({
      ...d,
      [key]: value,
      // A new page's short name follows its title until the operator types one himself.
      ...(key === 'title' && !slugTouched ? { slug: slugOf(String(value)) } : {}),
    }));
  const submit = () => {
    const next = draftProblems(draft, l);
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    void edit.save({ ...draft, title: draft.title.trim(), slug: draft.slug.trim(), url: draft.url.trim() });
  };
  const errorOf = (key: keyof PageDraft) => problems[key] ?? edit.refusal?.fields?.[key];
  const serverFields = Object.keys(edit.refusal?.fields ?? {});

  const columns: DataTableColumn<AdminPage>[] = [
    { id: 'title', header: l.title, cell: (p) => <span className="font-medium">{p.title}</span> },
    {
      id: 'target',
      header: l.target,
      cell: (p) => <span className="break-all font-mono text-xs">{p.url ?? `/pages/${p.slug}`}</span>,
    },
    {
      id: 'shown',
      header: l.shown,
      cell: (p) => (
        <Badge tone={p.in_homepage ? 'success' : 'secondary'}>{p.in_homepage ? l.yes : l.no}</Badge>
      ),
    },
    { id: 'date', header: l.date, cell: (p) => formatAdminTime(p.created_at) },
  ];

  return (
    <section
      data-slot="content-pages"
      aria-label={l.caption}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted">{l.intro}</p>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden />
          {l.add}
        </Button>
      </div>
      <DataTable
        caption={l.caption}
        columns={columns}
        rows={pages}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-page-id': p.id })}
        actions={(p) => (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${l.edit}: ${p.title}`}
              onClick={() => open(p)}
            >
              {l.edit}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`${l.delete}: ${p.title}`}
              onClick={() => remove.ask(p)}
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
      {edit.target ? (
        <ContentFormDialog
          open
          onOpenChange={(next) => {
            if (!next) edit.close();
          }}
          title={edit.target.item ? l.editTitle : l.createTitle}
          busy={edit.busy}
          error={edit.refusal && serverFields.length === 0 ? edit.refusal.message : null}
          onSubmit={submit}
        >
          <Field label={l.title} error={errorOf('title')} required>
            <Input value={draft.title} onChange={(e) => set('title', e.target.value)} required />
          </Field>
          <Field label={l.slug} hint={l.slugHint} error={errorOf('slug')} required>
            <Input
              value={draft.slug}
              onChange={(e) => {
                setSlugTouched(true);
                set('slug', e.target.value);
              }}
              required
            />
          </Field>
          <Field label={l.url} hint={l.urlHint} error={errorOf('url')}>
            <Input value={draft.url} onChange={(e) => set('url', e.target.value)} />
          </Field>
          <Field label={l.body} hint={l.bodyHint} error={errorOf('body')} required>
            <Textarea
              value={draft.body}
              onChange={(e) => set('body', e.target.value)}
              rows={8}
              className="font-mono text-xs"
              required
            />
          </Field>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-home`}
              checked={draft.in_homepage}
              onCheckedChange={(checked) => set('in_homepage', checked === true)}
            />
            <Label htmlFor={`${id}-home`}>{l.inHomepage}</Label>
          </div>
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
