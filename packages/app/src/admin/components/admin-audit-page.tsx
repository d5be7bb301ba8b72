import { AuditLogTable } from '@meslektas/ui';
import { useState } from 'react';
import { useAuditLog } from '../api/audit-log.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Every operator action, newest first; read only. */
export default function AuditLogPage() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAuditLog({ action, page });
  return (
    <>
      <ConsoleHeading>Denetim Kaydı</ConsoleHeading>
      <AuditLogTable
        entries={data?.data ?? []}
        action={action}
        onActionChange={(next) => {
          setAction(next);
          setPage(1);
        }}
        page={data?.current_page ?? page}
        lastPage={data?.last_page ?? 1}
        total={data?.total ?? 0}
        onPageChange={setPage}
        loading={isLoading && !data}
        error={error ? 'Denetim kaydı yüklenemedi.' : null}
        onRetry={() => void mutate()}
      />
    </>
  );
}
