import { BellRing } from 'lucide-react';
import * as React from 'react';
import { Card } from '../../components/card/card.tsx';
import { Label } from '../../components/field/field.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import { cn } from '../../lib/cn.ts';

export const pushToggleLabels = {
  title: 'Anlık Bildirimler',
  off: 'Sekme kapalıyken de yeni görev, başvuru ve seçilme bildirimlerini bu cihazda alın.',
  on: 'Yeni görev, başvuru ve seçilme bildirimleri bu cihaza gönderiliyor.',
  unsupported:
    'Bu tarayıcı anlık bildirimleri desteklemiyor. Telefonunuzda Meslektaş’ı ana ekrana ekleyip oradan açarak deneyebilirsiniz.',
  denied:
    'Bildirim izni engellenmiş. Tarayıcınızın site ayarlarından bu site için bildirimlere izin verip yeniden deneyin.',
  busy: 'Ayarlanıyor…',
};

/**
 * Where this browser stands: cannot receive pushes, was refused the permission, or is (not)
 * subscribed for the lawyer.
 */
export type PushToggleState = 'unsupported' | 'denied' | 'off' | 'on';

export type PushToggleProps = Omit<React.ComponentProps<'div'>, 'children' | 'onChange'> & {
  state: PushToggleState;
  /** Subscribing or unsubscribing is under way: the switch waits. */
  busy?: boolean;
  /** The lawyer turned the switch: true to subscribe this browser, false to stop. */
  onChange: (on: boolean) => void;
  labels?: Partial<typeof pushToggleLabels>;
};

/** The 'Anlık Bildirimler' switch: web push for this browser, with what to do when it cannot be on. */
export function PushToggle({ state, busy = false, onChange, labels, className, ...props }: PushToggleProps) {
  const l = { ...pushToggleLabels, ...labels };
  const id = React.useId();
  const blocked = state === 'unsupported' || state === 'denied';
  const text = busy ? l.busy : l[state];
  return (
    <Card
      data-slot="push-toggle"
      data-state={state}
      tone={blocked ? 'warning' : 'default'}
      className={cn('flex-row items-start gap-3', className)}
      {...props}
    >
      <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Label htmlFor={`${id}-switch`} className="text-base font-semibold">
          {l.title}
        </Label>
        <p id={`${id}-text`} data-slot="push-toggle-text" className="text-sm text-muted" aria-live="polite">
          {text}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {busy ? <Spinner size="sm" label={null} /> : null}
        <Switch
          id={`${id}-switch`}
          aria-describedby={`${id}-text`}
          aria-busy={busy || undefined}
          checked={state === 'on'}
          disabled={blocked || busy}
          onCheckedChange={onChange}
        />
      </div>
    </Card>
  );
}
