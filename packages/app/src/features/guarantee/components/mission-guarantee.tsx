import { GuaranteeSummary } from '@meslektas/ui';
import { useEffect } from 'react';
import { useGuarantee } from '../api/get-guarantee.ts';

/**
 * The task detail's güvenceli ödeme for its two parties. `revision` changes whenever the page
 * refreshes the task (its realtime events), so the payment is read again with it.
 */
export function MissionGuarantee({ missionId, revision }: { missionId: number | null; revision: unknown }) {
  const { data, mutate } = useGuarantee(missionId);
  useEffect(() => {
    void mutate();
  }, [revision, mutate]);
  return data ? <GuaranteeSummary guarantee={data.guarantee} /> : null;
}
