import type { Flag } from '@meslektas/domain';
import * as React from 'react';
import { Card } from '../../components/card/card.tsx';
import { Label } from '../../components/field/field.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import { cn } from '../../lib/cn.ts';

export const missionStatusSwitchLabels = {
  title: 'Görev Almak İstiyorum',
  open: 'Görev alımınız açık: adliyelerinizdeki yeni görevler size iletilir.',
  closed: 'Görev alımınız kapalı: size görev iletilmez ve bekleyen görevler listeniz boş görünür.',
};

export type MissionStatusSwitchProps = Omit<React.ComponentProps<'div'>, 'children' | 'onChange'> & {
  /** missionStatus: 1 open, 0 closed. */
  value: Flag;
  onChange: (value: Flag) => void;
  busy?: boolean;
  labels?: Partial<typeof missionStatusSwitchLabels>;
};

/** The task-taking switch (missionStatus): closed means no tasks are forwarded. */
export function MissionStatusSwitch({
  value,
  onChange,
  busy = false,
  labels,
  className,
  ...props
}: MissionStatusSwitchProps) {
  const l = { ...missionStatusSwitchLabels, ...labels };
  const id = React.useId();
  const open = value === 1;
  return (
    <Card
      data-slot="mission-status-switch"
      data-state={open ? 'open' : 'closed'}
      tone={open ? 'default' : 'warning'}
      className={cn('flex-row items-start gap-3', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Label htmlFor={id}>{l.title}</Label>
        <p id={`${id}-text`} className="text-sm text-muted">
          {open ? l.open : l.closed}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-text`}
        checked={open}
        disabled={busy}
        onCheckedChange={(on) => onChange(on ? 1 : 0)}
      />
    </Card>
  );
}
