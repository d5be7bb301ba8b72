import { CourthouseEditor } from '@meslektas/ui';
import { useState } from 'react';
import { catalogCalls, useAdminCourthouses, useCatalogBars } from '../api/catalog.ts';
import { operatorAction, operatorFormAction } from '../lib/operator-action.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** The bars' courthouses: filtered by bar, searched, added, edited and (when unused) deleted. */
export default function CourthousesPage() {
  const [barId, setBarId] = useState<number | undefined>(undefined);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const bars = useCatalogBars();
  const list = useAdminCourthouses({ baro_id: barId, q, page });

  return (
    <>
      <ConsoleHeading status={done}>Adliyeler</ConsoleHeading>
      <CourthouseEditor
        courthouses={list.data?.data ?? []}
        bars={bars.data ?? []}
        barId={barId}
        onBarChange={(next) => {
          setBarId(next);
          setPage(1);
        }}
        query={q}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
        {...pageState(list, page, setPage, 'Adliyeler yüklenemedi.')}
        onSave={(courthouse, payload) =>
          operatorFormAction(async () => {
            const answer = await catalogCalls.saveCourthouse(courthouse?.id ?? null, payload);
            return { message: `${answer.message} (${answer.data.name})` };
          }, setDone)
        }
        onDelete={(courthouse) =>
          operatorAction(
            () => catalogCalls.deleteCourthouse(courthouse.id),
            (message) => setDone(`${message} (${courthouse.name})`),
          )
        }
      />
    </>
  );
}
