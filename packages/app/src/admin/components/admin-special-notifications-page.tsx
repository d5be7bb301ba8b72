import { SpecialNotificationForm, SpecialNotificationList } from '@meslektas/ui';
import { useState } from 'react';
import { useCatalogBars } from '../api/catalog.ts';
import { specialNotificationCalls, useSpecialNotifications } from '../api/special-notifications.ts';
import { operatorFormAction } from '../lib/operator-action.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Special notifications: a new one to everyone, one bar or one lawyer, and those sent. */
export default function SpecialNotificationsPage() {
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const bars = useCatalogBars();
  const list = useSpecialNotifications(page);

  return (
    <>
      <ConsoleHeading status={done}>Özel Bildirimler</ConsoleHeading>
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
        notifications={list.data?.data ?? []}
        {...pageState(list, page, setPage, 'Özel bildirimler yüklenemedi.')}
      />
    </>
  );
}
