import type * as React from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/accordion/accordion.tsx';
import { Card } from '../../components/card/card.tsx';
import { cn } from '../../lib/cn.ts';
import { LoadState, type LoadStateFlags, splitLoadState } from '../../lib/load-state.tsx';
import { HtmlContent } from '../html-content/html-content.tsx';

export const faqListLabels = {
  loading: 'Sorular yükleniyor...',
  error: 'Sorular yüklenemedi.',
  retry: 'Tekrar Dene',
  empty: 'Henüz soru eklenmemiş.',
};

/** A question and its HTML answer (GET global/faq's title and content). */
export type FaqListItem = { title: string; content: string };

export type FaqListProps = Omit<React.ComponentProps<'div'>, 'children'> &
  LoadStateFlags & {
    items: readonly FaqListItem[];
    /** HTML shown under the questions (the partnership FAQ's bottom text). */
    bottomHtml?: string;
    labels?: Partial<typeof faqListLabels>;
  };

/** 'Nasıl Çalışır?' and the partnership FAQ: an accordion of questions with HTML answers. */
export function FaqList({ items, bottomHtml, labels, className, ...rest }: FaqListProps) {
  const [load, props] = splitLoadState(rest);
  const l = { ...faqListLabels, ...labels };
  return (
    <LoadState {...load} labels={l} rows={5} empty={items.length === 0 && l.empty}>
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
    </LoadState>
  );
}
