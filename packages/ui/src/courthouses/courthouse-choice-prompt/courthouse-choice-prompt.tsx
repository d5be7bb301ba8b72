import { Landmark } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Card, CardDescription, CardTitle } from '../../components/card/card.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export const courthouseChoicePromptLabels = {
  title: 'Görev aldığınız adliyeleri seçiniz',
  text: 'Henüz bir adliye seçmediniz. Adliye seçene kadar adliyelerde açılan görevler size iletilmez ve bekleyen görevlerinizde listelenmez.',
  action: 'Adliyelerimi Seç',
};

export type CourthouseChoicePromptProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Where the courthouses are chosen (the settings' 'Görev Aldığım Adliyeler'). */
  href: string;
  labels?: Partial<typeof courthouseChoicePromptLabels>;
};

/**
 * Home and the pending list while the lawyer serves no courthouse: what it means and where to choose.
 */
export function CourthouseChoicePrompt({ href, labels, className, ...props }: CourthouseChoicePromptProps) {
  const l = { ...courthouseChoicePromptLabels, ...labels };
  const titleId = `${React.useId()}-title`;
  return (
    <Card
      tone="warning"
      data-slot="courthouse-choice-prompt"
      className={cn('sm:flex-row sm:items-center', className)}
      {...props}
      // A section named by its title, so a screen reader lists it with the page's landmarks.
      role="region"
      aria-labelledby={titleId}
    >
      <Landmark aria-hidden className="hidden size-8 shrink-0 text-warning sm:block" />
      <div className="flex flex-1 flex-col gap-1">
        <CardTitle as="h2" id={titleId}>
          {l.title}
        </CardTitle>
        <CardDescription className="text-ink">{l.text}</CardDescription>
      </div>
      <Button asChild className="shrink-0">
        <Link href={href}>{l.action}</Link>
      </Button>
    </Card>
  );
}
