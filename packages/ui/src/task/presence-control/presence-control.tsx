import { type Presence, presenceUntil } from '@meslektas/domain';
import { MapPin } from 'lucide-react';
import * as React from 'react';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card/card.tsx';
import { Field } from '../../components/field/field.tsx';
import { Select } from '../../components/select/select.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

export const presenceControlLabels = {
  title: 'Adliyedeyim',
  description:
    'Adliyedeyseniz bildirin: görev sahipleri başvurunuzda "Adliyede" rozetini görür. Konumunuz yalnızca kontrol edilir, saklanmaz.',
  courthouse: 'Adliye',
  say: 'Adliyedeyim',
  locating: 'Konumunuz alınıyor...',
  present: 'Adliyedesiniz',
  until: (time: string) => `Bitiş saati: ${time}`,
  turnOff: 'Kapat',
  turningOff: 'Kapatılıyor...',
  noCourthouses: 'Hizmet verdiğiniz bir adliye bulunmuyor. Adliyelerinizi ayarlardan seçebilirsiniz.',
};

export type PresenceCourthouse = { id: number; name: string };

export type PresenceControlProps = {
  /** The courthouses the lawyer serves: he may say it only at one of these. */
  courthouses: readonly PresenceCourthouse[];
  /** His current presence (GET /presence), or null. */
  presence: Presence | null;
  /** 'locating' while the browser finds him and the server checks; 'ending' while turning off. */
  status?: 'idle' | 'locating' | 'ending';
  /** Why the last attempt was refused (the server's reason, or the browser's location error). */
  error?: string | null;
  onSay: (adliyeId: number) => void;
  onTurnOff: () => void;
  /**
   * While his courthouses and presence are read: the card in its usual place and size, so the
   * page below it does not move down when they arrive.
   */
  loading?: boolean;
  labels?: Partial<typeof presenceControlLabels>;
  className?: string;
};

/**
 * The "Adliyedeyim" switch of home and the pending list: a choice among his courthouses and the
 * button, 'locating' while the browser places him, then the courthouse and the time it ends with a
 * way to turn it off; a refusal shows its reason.
 */
export function PresenceControl({
  courthouses,
  presence,
  status = 'idle',
  error,
  onSay,
  onTurnOff,
  loading = false,
  labels,
  className,
}: PresenceControlProps) {
  const l = { ...presenceControlLabels, ...labels };
  const [chosen, setChosen] = React.useState<number | null>(courthouses[0]?.id ?? null);
  const adliyeId = courthouses.some((c) => c.id === chosen) ? chosen : (courthouses[0]?.id ?? null);

  return (
    <Card data-slot="presence-control" aria-busy={loading || undefined} className={cn(className)}>
      <CardHeader>
        {/* Directly under the page's h1 on home and the pending list. */}
        <CardTitle as="h2" className="flex items-center gap-2">
          <MapPin aria-hidden className="size-4 text-brand-600" />
          {l.title}
        </CardTitle>
        {presence ? null : <CardDescription>{l.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {loading ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Skeleton className="h-5 w-48 sm:flex-1" />
            <Skeleton className="h-10 w-full sm:w-32" />
          </div>
        ) : presence ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="flex flex-col">
              <span className="font-semibold text-success">
                {l.present}: {presence.adliye_name}
              </span>
              <span className="text-sm text-muted">{l.until(presenceUntil(presence.expires_at))}</span>
            </p>
            <Button
              variant="secondary"
              size="sm"
              busy={status === 'ending'}
              busyLabel={l.turningOff}
              onClick={onTurnOff}
            >
              {l.turnOff}
            </Button>
          </div>
        ) : courthouses.length === 0 ? (
          <p className="text-sm text-muted">{l.noCourthouses}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            {courthouses.length > 1 ? (
              <Field label={l.courthouse} className="sm:flex-1">
                <Select
                  value={adliyeId ?? ''}
                  options={courthouses.map((c) => ({ value: c.id, label: c.name }))}
                  disabled={status === 'locating'}
                  onChange={(event) => setChosen(Number(event.target.value))}
                />
              </Field>
            ) : (
              <p className="text-sm sm:flex-1">
                <span className="text-muted">{l.courthouse}: </span>
                <span className="font-medium">{courthouses[0]?.name}</span>
              </p>
            )}
            <Button
              busy={status === 'locating'}
              busyLabel={l.locating}
              onClick={() => adliyeId !== null && onSay(adliyeId)}
            >
              {l.say}
            </Button>
          </div>
        )}
        {error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
