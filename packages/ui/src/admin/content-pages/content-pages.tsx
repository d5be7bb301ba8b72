import { type AdminPage, isContentLink, isPageSlug, slugOf } from '@meslektas/domain';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Field, Label } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import type { ListStateProps } from '../admin-pager/admin-pager.tsx';
import { AdminEditSection } from '../admin-edit-section/admin-edit-section.tsx';
import { formatAdminTime } from '../admin-format.ts';
import type { ContentRefusal } from '../content-form/content-form.tsx';

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

export type ContentPagesProps = ListStateProps & {
  pages: readonly AdminPage[];
  /** Saves a new page (page null) or an edit; resolves to the refusal, or null when saved. */
  onSave: (page: AdminPage | null, draft: PageDraft) => Promise<ContentRefusal | null>;
  /** Deletes a page; resolves to the refusal, or null when deleted. */
  onDelete: (page: AdminPage) => Promise<string | null>;
  labels?: Partial<typeof contentPagesLabels>;
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
export function ContentPages({ pages, onSave, onDelete, labels, ...list }: ContentPagesProps) {
  const l = { ...contentPagesLabels, ...labels };
  const id = React.useId();
  const [slugTouched, setSlugTouched] = React.useState(false);

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
    <AdminEditSection
      {...list}
      slot="content-pages"
      label={l.caption}
      intro={l.intro}
      addLabel={l.add}
      columns={columns}
      rows={pages}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-page-id': p.id })}
      rowName={(p) => p.title}
      emptyText={l.empty}
      labels={l}
      onSave={onSave}
      onDelete={onDelete}
      deleteTitle={l.deleteTitle}
      deleteDescription={(p) => `“${p.title}” — ${l.deleteDescription}`}
      form={{
        draftOf: (page) => (page ? { ...page, url: page.url ?? '' } : emptyDraft),
        onOpen: (page) => setSlugTouched(page !== null),
        check: (draft) => draftProblems(draft, l),
        valueOf: (draft) => ({
          ...draft,
          title: draft.title.trim(),
          slug: draft.slug.trim(),
          url: draft.url.trim(),
        }),
        title: (page) => (page ? l.editTitle : l.createTitle),
        fields: ({ draft, set, errorOf }) => (
          <>
            <Field label={l.title} error={errorOf('title')} required>
              <Input
                value={draft.title}
                onChange={(e) => {
                  set('title', e.target.value);
                  // A new page's short name follows its title until the operator types one himself.
                  if (!slugTouched) set('slug', slugOf(e.target.value));
                }}
                required
              />
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
          </>
        ),
      }}
    />
  );
}
