import type * as React from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/accordion/accordion.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { HtmlContent } from '../html-content/html-content.tsx';

export const faqListLabels = {
  loading: 'Sorular yükleniyor...',
  error: 'Sorular yüklenemedi.',
  retry: 'Tekrar Dene',
  empty: 'Henüz soru eklenmemiş.',
};

/** A question and its HTML answer (GET global/faq's title and content). */
export type FaqListItem = { title: string; content: string };

export type FaqListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  items: readonly FaqListItem[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** HTML shown under the questions (the partnership FAQ's bottom text). */
  bottomHtml?: string;
  labels?: Partial<typeof faqListLabels>;
};

/** 'Nasıl Çalışır?' and the partnership FAQ: an accordion of questions with HTML answers. */
export function FaqList({
  items,
  loading = false,
  error = false,
  onRetry,
  bottomHtml,
  labels,
  className,
  ...props
}: FaqListProps) {
  const l = { ...faqListLabels, ...labels };
  if (loading) return <SkeletonList rows={5} label={l.loading} />;
  if (error) {
    return (
      <EmptyState
        tone="error"
        title={l.error}
        action={onRetry ? <Button onClick={onRetry}>{l.retry}</Button> : undefined}
      />
    );
  }
  if (items.length === 0) return <EmptyState title={l.empty} />;
  return (
    <div data-slot="faq-list" className={cn('flex flex-col gap-4', className)} {...props}>
      <Card className="px-4 sm:px-6">
        <Accordion type="single" collapsible>
          {items.map((item, i) => (
            <AccordionItem key={`${i}-${item.title}`} value={String(i)}>
              {/* Right under the page's title (PageTitle's h1). */}
              <AccordionTrigger level={2} className="text-base">
                {item.title}
              </AccordionTrigger>
              <AccordionContent>
                <HtmlContent html={item.content} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Card>
      {bottomHtml ? <HtmlContent html={bottomHtml} /> : null}
    </div>
  );
}
