import {
  type AdminComplaintCategoryFilter,
  type AdminComplaintFilter,
  adminComplaintFilters,
} from '@meslektas/domain';
import { ComplaintDrawer, ComplaintQueue } from '@meslektas/ui';
import { useState } from 'react';
import { complaintCalls, useAdminComplaint, useAdminComplaints } from '../api/complaints.ts';
import { operatorAction } from '../lib/operator-action.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Suggestions, bug reports and complaints: new ones oldest first; a row opens one to read and close it. */
export default function ComplaintsPage() {
  const [status, setStatus] = useState<AdminComplaintFilter>(adminComplaintFilters[0]);
  const [category, setCategory] = useState<AdminComplaintCategoryFilter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const list = useAdminComplaints({ status, category, page });
  const detail = useAdminComplaint(openId);

  const act = (call: () => Promise<{ message: string }>) => operatorAction(call, setDone);

  return (
    <>
      <ConsoleHeading status={done}>Şikayet ve Öneriler</ConsoleHeading>
      <ComplaintQueue
        complaints={list.data?.data ?? []}
        filter={status}
        onFilterChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        category={category}
        onCategoryChange={(next) => {
          setCategory(next);
          setPage(1);
        }}
        onOpen={(complaint) => {
          setDone('');
          setOpenId(complaint.id);
        }}
        {...pageState(list, page, setPage, 'Şikayet ve öneriler yüklenemedi.')}
      />
      <ComplaintDrawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        detail={detail.data ?? null}
        loading={detail.isLoading && !detail.data}
        error={detail.error ? 'Kayıt yüklenemedi.' : null}
        onMarkRead={() => act(() => complaintCalls.read(openId!))}
        onCloseComplaint={(note) => act(() => complaintCalls.close(openId!, note))}
      />
    </>
  );
}
