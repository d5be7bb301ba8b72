import { SpecialNotificationForm, SpecialNotificationList } from '@meslektas/ui';
import { useState } from 'react';
import { useCatalogBars } from '../api/catalog.ts';
import { specialNotificationCalls, useSpecialNotifications } from '../api/special-notifications.ts';
import { operatorFormAction } from '../lib/operator-action.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Special notifications: a new one to everyone, one bar or one lawyer, and those sent. */
export default function SpecialNotificationsPage() {
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const bars = useCatalogBars();
  const { data, error, isLoading, mutate } = useSpecialNotifications(page);

  return (
    <>
      <ConsoleHeading>Özel Bildirimler</ConsoleHeading>
      <p role="status" className="text-sm text-success">
        {done}
      </p>
      <SpecialNotificationForm
        bars={bars.data ?? []}
        onSearchLawyers={specialNotificationCalls.searchLawyers}
        onSend={(payload) =>
          operatorFormAction(
            () => specialNotificationCalls.send(payload),
            // The answer names how many lawyers it reached; the list shows it first.
            (message) => {
              setDone(message);
              setPage(1);
            },
          )
        }
      />
      <h2 className="mt-8 text-lg font-semibold">Gönderilenler</h2>
      <SpecialNotificationList
        notifications={data?.data ?? []}
        page={data?.current_page ?? page}
        lastPage={data?.last_page ?? 1}
        total={data?.total ?? 0}
        onPageChange={setPage}
        loading={isLoading && !data}
        error={error ? 'Özel bildirimler yüklenemedi.' : null}
        onRetry={() => void mutate()}
      />
    </>
  );
}
