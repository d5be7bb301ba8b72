import { ContentConstants } from '@meslektas/ui';
import { useState } from 'react';
import { contentCalls, useContentConstants } from '../api/content.ts';
import { operatorFormAction } from '../lib/operator-action.ts';
import { loadState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Server constants: the texts and settings the lawyers' screens read by name. */
export default function ContentConstantsPage() {
  const [done, setDone] = useState('');
  const list = useContentConstants();
  return (
    <>
      <ConsoleHeading status={done}>Sabitler</ConsoleHeading>
      <ContentConstants
        constants={list.data?.data ?? []}
        onSave={(constant, description) =>
          operatorFormAction(
            () => contentCalls.updateConstant(constant.name, description),
            (message) => setDone(`${message} (${constant.name})`),
          )
        }
        {...loadState(list, 'Sabitler yüklenemedi.')}
      />
    </>
  );
}
