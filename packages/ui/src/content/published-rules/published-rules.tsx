import type { PublishedRuleSection } from '@meslektas/domain';
import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card/card.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

export const publishedRulesLabels = {
  loading: 'Kurallar yükleniyor...',
  intro:
    'Görevlerin kimlere, ne zaman gösterildiğini ve nasıl atandığını burada bulabilirsiniz. Sayfadaki her sayı, sistemin uyguladığı güncel değerdir.',
};

export type PublishedRulesProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Domain's publishedRules(...): every number already read from the constants. */
  sections: readonly PublishedRuleSection[];
  /** While the constants load. */
  loading?: boolean;
  /** Shown under the sections (the link back to 'Nasıl Çalışır?'). */
  footer?: React.ReactNode;
  labels?: Partial<typeof publishedRulesLabels>;
};

/** 'Görev Kuralları': the rules by which tasks are shown and assigned, one card a topic. */
export function PublishedRules({
  sections,
  loading = false,
  footer,
  labels,
  className,
  ...props
}: PublishedRulesProps) {
  const l = { ...publishedRulesLabels, ...labels };
  if (loading) {
    return (
      <div data-slot="published-rules" role="status" aria-label={l.loading} className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <div data-slot="published-rules" className={cn('flex flex-col gap-4', className)} {...props}>
      <p className="text-muted">{l.intro}</p>
      {sections.map((section) => (
        <Card key={section.title}>
          <CardHeader>
            <CardTitle as="h2">{section.title}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </CardContent>
        </Card>
      ))}
      {footer}
    </div>
  );
}
