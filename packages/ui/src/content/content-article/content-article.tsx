import type * as React from 'react';
import { Card } from '../../components/card/card.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { PageTitle } from '../../layout/page-title/page-title.tsx';
import { cn } from '../../lib/cn.ts';
import { LoadState, type LoadStateFlags, splitLoadState } from '../../lib/load-state.tsx';
import { HtmlContent } from '../html-content/html-content.tsx';

export const contentArticleLabels = {
  loading: 'İçerik yükleniyor...',
  error: 'İçerik yüklenemedi.',
  retry: 'Tekrar Dene',
};

export type ContentArticleProps = Omit<React.ComponentProps<'article'>, 'title' | 'children'> &
  LoadStateFlags & {
    /** The page's title; shown as its heading once loaded. */
    title?: string;
    /** A date line under the title (dd.mm.yyyy). */
    date?: string;
    /** HTML written by administrators. */
    body?: string;
    labels?: Partial<typeof contentArticleLabels>;
  };

/** A notice page or a special notification: its title and its HTML body. */
export function ContentArticle({ title, date, body, labels, className, ...rest }: ContentArticleProps) {
  const [load, props] = splitLoadState(rest);
  const l = { ...contentArticleLabels, ...labels };
  const ready = title !== undefined && body !== undefined;
  // A failure stands over the placeholders: an article that never arrived is not still loading.
  return (
    <LoadState
      {...load}
      loading={!load.error && (load.loading || !ready)}
      labels={l}
      skeleton={
        <div data-slot="content-article" role="status" aria-label={l.loading} className="flex flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      }
    >
      {ready ? (
        <article data-slot="content-article" className={cn('flex flex-col', className)} {...props}>
          <PageTitle title={title} description={date} />
          <Card className="p-4 sm:p-6">
            <HtmlContent html={body} />
          </Card>
        </article>
      ) : null}
    </LoadState>
  );
}
