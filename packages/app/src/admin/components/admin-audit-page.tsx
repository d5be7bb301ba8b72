import { AuditLogTable } from '@meslektas/ui';
import { useState } from 'react';
import { useAuditLog } from '../api/audit-log.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Every operator action, newest first; read only. */
export default function AuditLogPage() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const list = useAuditLog({ action, page });
  return (
    <>
      <ConsoleHeading>Denetim Kaydı</ConsoleHeading>
      <AuditLogTable
        entries={list.data?.data ?? []}
        action={action}
        onActionChange={(next) => {
          setAction(next);
          setPage(1);
        }}
        {...pageState(list, page, setPage, 'Denetim kaydı yüklenemedi.')}
      />
    </>
  );
}
