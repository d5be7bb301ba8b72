import { type MyCourthouses, barChangeGate } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { BarChangeWarning, BarCourthousePicker } from '@meslektas/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useBars } from '../../../api/get-bars.ts';
import { useCourthouses } from '../../../api/get-courthouses.ts';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { currentUserKey } from '../../../hooks/use-current-user.ts';
import { callKey } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { myCourthousesKey, useMyCourthouses } from '../../../api/get-my-courthouses.ts';
import { updateBarAndCourthouses } from '../api/update-bar-and-courthouses.ts';
import { updateCourthouses } from '../api/update-courthouses.ts';

type SectionProps = {
  /** Leaves the form's own heading out where the page already titles the section. */
  hideTitle?: boolean;
  /** After a save took effect (the support page closes its dialog). */
  onSaved?: () => void;
};

/**
 * Mission courthouses and bar change, for the account settings and the support page's bar-change
 * subject alike; loads and saves by itself.
 */
export function CourthousesSection({ hideTitle = false, onSaved }: SectionProps) {
  const { data: mine } = useMyCourthouses();
  if (!mine) return <RouteFallback />;
  // A new key starts the choices again from what the server holds after each save.
  return (
    <CourthousesForm
      key={`${mine.baro_id}:${mine.selected.join(',')}`}
      mine={mine}
      hideTitle={hideTitle}
      onSaved={onSaved}
    />
  );
}

function CourthousesForm({
  mine,
  hideTitle,
  onSaved,
}: {
  mine: MyCourthouses;
  hideTitle: boolean;
  onSaved: (() => void) | undefined;
}) {
  const { mutate } = useSWRConfig();
  const { data: bars } = useBars();
  const [baroId, setBaroId] = useState<number | null>(mine.baro_id);
  const [selected, setSelected] = useState<number[]>(mine.selected);
  const [warning, setWarning] = useState(false);
  const ownBar = baroId === mine.baro_id;
  const { data: otherCourthouses } = useCourthouses(ownBar ? null : baroId);
  const courthouses = ownBar ? mine.adliyeler : otherCourthouses;
  // Another bar without a right: the spec's 'Uyarı' with its pay button, from domain's rule.
  const gate = barChangeGate(mine)?.modal;
  const pay = gate?.action;

  const save = useAction(
    async ({ baroId: bar, adliyeIds }: { baroId: number; adliyeIds: number[] }) => {
      const answer =
        bar === mine.baro_id
          ? await updateCourthouses(adliyeIds)
          : await updateBarAndCourthouses(bar, adliyeIds);
      // The pending list and the account follow the new courthouses and bar at once.
      await Promise.all([
        mutate(myCourthousesKey, answer.data, { revalidate: false }),
        mutate(callKey(api.missions.pending)),
        mutate(currentUserKey),
      ]);
      onSaved?.();
      return answer;
    },
    { toast: true },
  );

  function chooseBar(next: number) {
    save.reset();
    if (next === mine.baro_id) {
      setBaroId(next);
      setSelected(mine.selected);
      return;
    }
    if (gate) {
      setWarning(true);
      return;
    }
    // Another bar: the old courthouses are not of it, so the choice starts empty.
    setBaroId(next);
    setSelected([]);
  }

  return (
    <>
      <BarCourthousePicker
        bars={bars}
        baroId={baroId}
        onBarChange={chooseBar}
        courthouses={courthouses}
        selected={selected}
        onSelectedChange={setSelected}
        onSave={(value) => void save.run(value)}
        busy={save.busy}
        barChangePaid={mine.baroChange}
        errors={{ baro_id: save.errors.baro_id, adliye_id: save.errors.adliye_id }}
        hideTitle={hideTitle}
      />
      {gate && pay ? (
        <BarChangeWarning
          open={warning}
          onOpenChange={setWarning}
          onPay={() => perform({ redirect: pay.to })}
          labels={{ title: gate.title, text: gate.text, pay: pay.label }}
        />
      ) : null}
    </>
  );
}
