import { type AdminDisputeFilter, adminDisputeFilters } from '@meslektas/domain';
import { DisputeDrawer, DisputeQueue } from '@meslektas/ui';
import { useState } from 'react';
import { disputeDeskCalls, useAdminDispute, useAdminDisputes } from '../api/disputes.ts';
import { operatorAction } from '../lib/operator-action.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** The dispute desk: open disputes oldest first; a row opens the dispute to write or resolve. */
export default function DisputesPage() {
  const [status, setStatus] = useState<AdminDisputeFilter>(adminDisputeFilters[0]);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const list = useAdminDisputes({ status, page });
  const detail = useAdminDispute(openId);

  const act = (call: () => Promise<{ message: string }>) => operatorAction(call, setDone);

  return (
    <>
      <ConsoleHeading status={done}>Uyuşmazlıklar</ConsoleHeading>
      <DisputeQueue
        disputes={list.data?.data ?? []}
        filter={status}
        onFilterChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onOpen={(dispute) => {
          setDone('');
          setOpenId(dispute.id);
        }}
        {...pageState(list, page, setPage, 'Uyuşmazlıklar yüklenemedi.')}
      />
      <DisputeDrawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        detail={detail.data ?? null}
        loading={detail.isLoading && !detail.data}
        error={detail.error ? 'Uyuşmazlık yüklenemedi.' : null}
        onSend={(message) => act(() => disputeDeskCalls.send(openId!, message))}
        onResolve={(result, against) => act(() => disputeDeskCalls.resolve(openId!, result, against))}
      />
    </>
  );
}
