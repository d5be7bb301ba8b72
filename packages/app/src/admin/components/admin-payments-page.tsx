import {
  type AdminPaymentStatusFilter,
  type AdminPaymentTypeFilter,
  adminPaymentStatusFilters,
  adminPaymentTypeFilters,
} from '@meslektas/domain';
import { PaymentTable } from '@meslektas/ui';
import { useState } from 'react';
import { useAdminPayments } from '../api/payments.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Card payments with their provider's answer: read-only, to answer a lawyer's question about one. */
export default function PaymentsPage() {
  const [status, setStatus] = useState<AdminPaymentStatusFilter>(adminPaymentStatusFilters[0]);
  const [type, setType] = useState<AdminPaymentTypeFilter>(adminPaymentTypeFilters[0]);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminPayments({ status, type, q, page });

  return (
    <>
      <ConsoleHeading>Ödemeler</ConsoleHeading>
      <PaymentTable
        payments={list.data?.data ?? []}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        type={type}
        onTypeChange={(next) => {
          setType(next);
          setPage(1);
        }}
        search={q}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
        {...pageState(list, page, setPage, 'Ödemeler yüklenemedi.')}
      />
    </>
  );
}
