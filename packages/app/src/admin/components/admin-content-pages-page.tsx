import { ContentPages } from '@meslektas/ui';
import { useState } from 'react';
import { contentCalls, useContentPages } from '../api/content.ts';
import { operatorAction, operatorFormAction } from '../lib/operator-action.ts';
import { loadState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Notice pages: the announcements the lawyers' header rotates, and the pages they open. */
export default function ContentPagesPage() {
  const [done, setDone] = useState('');
  const list = useContentPages();
  return (
    <>
      <ConsoleHeading status={done}>Duyurular</ConsoleHeading>
      <ContentPages
        pages={list.data?.data ?? []}
        onSave={(page, draft) =>
          operatorFormAction(
            () => (page ? contentCalls.updatePage(page.id, draft) : contentCalls.createPage(draft)),
            (message) => setDone(`${message} (${draft.title})`),
          )
        }
        onDelete={(page) => operatorAction(() => contentCalls.deletePage(page.id), setDone)}
        {...loadState(list, 'Duyurular yüklenemedi.')}
      />
    </>
  );
}
