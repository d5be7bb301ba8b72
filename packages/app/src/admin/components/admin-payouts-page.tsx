import { type AdminPayoutFilter, adminPayoutFilters } from '@meslektas/domain';
import { PayoutQueue } from '@meslektas/ui';
import { useState } from 'react';
import { payoutCalls, useAdminPayouts } from '../api/payouts.ts';
import { operatorAction } from '../lib/operator-action.ts';
import { saveFile } from '../../lib/save-file.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Payout requests: pay them at the bank (the CSV helps), then mark them paid, or reject them. */
export default function PayoutsPage() {
  const [status, setStatus] = useState<AdminPayoutFilter>(adminPayoutFilters[0]);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const [exporting, setExporting] = useState(false);
  const list = useAdminPayouts({ status, page });

  const exportCsv = async () => {
    setExporting(true);
    const refused = await operatorAction(async () => {
      const file = await payoutCalls.exportCsv();
      saveFile(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.filename);
      return { message: `${file.count} bekleyen ödeme talebi indirildi.` };
    }, setDone);
    if (refused) setDone(refused);
    setExporting(false);
  };

  return (
    <>
      <ConsoleHeading status={done}>Ödeme Talepleri</ConsoleHeading>
      <PayoutQueue
        payouts={list.data?.data ?? []}
        filter={status}
        onFilterChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onDecide={(payout, decision, reason) =>
          operatorAction(
            () => (decision === 'paid' ? payoutCalls.paid(payout.id) : payoutCalls.reject(payout.id, reason)),
            (message) => setDone(`${message} (${payout.user_name})`),
          )
        }
        onExport={() => void exportCsv()}
        exporting={exporting}
        {...pageState(list, page, setPage, 'Ödeme talepleri yüklenemedi.')}
      />
    </>
  );
}
