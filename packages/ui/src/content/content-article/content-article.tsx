import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { PageTitle } from '../../layout/page-title/page-title.tsx';
import { cn } from '../../lib/cn.ts';
import { HtmlContent } from '../html-content/html-content.tsx';

export const contentArticleLabels = {
  loading: 'İçerik yükleniyor...',
  error: 'İçerik yüklenemedi.',
  retry: 'Tekrar Dene',
};

export type ContentArticleProps = Omit<React.ComponentProps<'article'>, 'title' | 'children'> & {
  /** The page's title; shown as its heading once loaded. */
  title?: string;
  /** A date line under the title (dd.mm.yyyy). */
  date?: string;
  /** HTML written by administrators. */
  body?: string;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  labels?: Partial<typeof contentArticleLabels>;
};

/** A notice page or a special notification: its title and its HTML body. */
export function ContentArticle({
  title,
  date,
  body,
  loading = false,
  error = false,
  onRetry,
  labels,
  className,
  ...props
}: ContentArticleProps) {
  const l = { ...contentArticleLabels, ...labels };
  if (error) {
    return (
      <EmptyState
        tone="error"
        title={l.error}
        action={onRetry ? <Button onClick={onRetry}>{l.retry}</Button> : undefined}
      />
    );
  }
  if (loading || title === undefined || body === undefined) {
    return (
      <div data-slot="content-article" role="status" aria-label={l.loading} className="flex flex-col gap-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <article data-slot="content-article" className={cn('flex flex-col', className)} {...props}>
      <PageTitle title={title} description={date} />
      <Card className="p-4 sm:p-6">
        <HtmlContent html={body} />
      </Card>
    </article>
  );
}
