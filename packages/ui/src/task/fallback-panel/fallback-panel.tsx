import {
  type FallbackKind,
  type FallbackOptionsData,
  fallbackLabels,
  formatPrice,
  reachKm,
} from '@meslektas/domain';
import { CalendarX } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/card/card.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { cn } from '../../lib/cn.ts';

export const fallbackPanelLabels = {
  title: 'Başvuru Gelmedi',
  description:
    'Başvuru süresi içinde görevinize başvuru gelmedi. Aşağıdaki seçeneklerden biriyle görevi yeniden başvuruya açabilir ya da iptal edebilirsiniz.',
  extendNote: (left: number, allowed: number) =>
    `Başvuru süresi 15 dakika daha açılır. Kalan uzatma hakkı: ${left}/${allowed}.`,
  widenNote: (km: number, count: number) =>
    `Görev, ${km} km içindeki ${count} adliyedeki meslektaşlara da açılır ve süre yeniden başlar.`,
  raiseNote: 'Bütçe mevcut bütçeden düşük olamaz; görev yeni bütçeyle yeniden başvuruya açılır.',
  budget: 'Yeni bütçe (TL)',
  suggestion: (amount: string) =>
    `Öneri: bu adliyede bu kategorideki görevlerin son 90 gündeki ortanca bütçesi ${amount}.`,
  useSuggestion: 'Öneriyi kullan',
  cancelNote: 'İptal, iptal hakkınızdan düşmez ve hesabınıza herhangi bir yaptırım uygulanmaz.',
  unavailable: 'Kullanılamaz',
};

export type FallbackPanelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  options: FallbackOptionsData;
  /** The choice being sent; its button shows busy and the others wait. */
  busy?: FallbackKind | null;
  /** The server's message for the budget field (422). */
  budgetError?: string;
  onExtend: () => void;
  onWiden: () => void;
  onRaise: (price: number) => void;
  onCancel: () => void;
  labels?: Partial<typeof fallbackPanelLabels>;
};

/**
 * 'Başvuru Gelmedi': the owner's four choices for a task whose window ended with nobody applying.
 * A choice that cannot be taken is shown disabled with its reason beside it.
 */
export function FallbackPanel({
  options,
  busy = null,
  budgetError,
  onExtend,
  onWiden,
  onRaise,
  onCancel,
  labels,
  className,
  ...props
}: FallbackPanelProps) {
  const l = { ...fallbackPanelLabels, ...labels };
  const id = React.useId();
  const [price, setPrice] = React.useState(String(options.suggested_budget ?? options.price));
  const choice = (kind: FallbackKind) =>
    options.choices.find((c) => c.kind === kind) ?? { kind, available: false, reason: null };
  const titleId = `${id}-title`;

  const row = (kind: FallbackKind, note: React.ReactNode, action: () => void, extra?: React.ReactNode) => {
    const c = choice(kind);
    const noteId = `${id}-${kind}-note`;
    return (
      <li
        key={kind}
        data-slot="fallback-choice"
        data-kind={kind}
        data-available={c.available || undefined}
        className="flex flex-col gap-2 border-t border-line pt-3 first:border-t-0 first:pt-0"
      >
        {extra}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={kind === 'cancel' ? 'secondary' : kind === 'extend' ? 'primary' : 'outline'}
            disabled={!c.available || busy !== null}
            aria-busy={busy === kind || undefined}
            aria-describedby={noteId}
            onClick={action}
          >
            {fallbackLabels[kind]}
          </Button>
          <p id={noteId} className={cn('min-w-0 flex-1 text-sm', c.available ? 'text-muted' : 'text-danger')}>
            {c.available ? note : c.reason}
          </p>
        </div>
      </li>
    );
  };

  const widenNote =
    options.reach.length > 0 ? (
      <>
        {l.widenNote(options.widen_km, options.reach.length)}{' '}
        {options.reach.map((r) => `${r.adliye_name} (${reachKm(r.distance_m)} km)`).join(', ')}.
      </>
    ) : null;

  return (
    <section data-slot="fallback-panel" aria-labelledby={titleId} className={className} {...props}>
      <Card tone="warning" className="gap-4">
        <CardHeader>
          <CardTitle id={titleId} as="h2" className="flex items-center gap-2">
            <CalendarX aria-hidden className="size-5 text-warning" />
            {l.title}
          </CardTitle>
          <CardDescription>{l.description}</CardDescription>
        </CardHeader>
        <ul className="flex flex-col gap-3">
          {row('extend', l.extendNote(options.extensions_left, options.extensions_allowed), onExtend)}
          {row('widen', widenNote, onWiden)}
          {row(
            'raise',
            l.raiseNote,
            () => onRaise(Number(price.replace(',', '.'))),
            <div className="flex flex-col gap-1.5">
              <Field label={l.budget} error={budgetError} className="max-w-60">
                <Input
                  inputMode="numeric"
                  value={price}
                  disabled={!choice('raise').available}
                  onChange={(e) => setPrice(e.target.value)}
                />
              </Field>
              {options.suggested_budget !== null ? (
                <p data-slot="budget-suggestion" className="flex flex-wrap items-center gap-2 text-sm">
                  {l.suggestion(formatPrice(options.suggested_budget))}
                  {choice('raise').available ? (
                    <Button
                      variant="link"
                      size="sm"
                      onClick={() => setPrice(String(options.suggested_budget))}
                    >
                      {l.useSuggestion}
                    </Button>
                  ) : null}
                </p>
              ) : null}
            </div>,
          )}
          {row('cancel', l.cancelNote, onCancel)}
        </ul>
      </Card>
    </section>
  );
}
