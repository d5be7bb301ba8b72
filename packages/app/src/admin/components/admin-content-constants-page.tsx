import { ContentConstants } from '@meslektas/ui';
import { useState } from 'react';
import { contentCalls, useContentConstants } from '../api/content.ts';
import { operatorFormAction } from '../lib/operator-action.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Server constants: the texts and settings the lawyers' screens read by name. */
export default function ContentConstantsPage() {
  const [done, setDone] = useState('');
  const { data, error, isLoading, mutate } = useContentConstants();
  return (
    <>
      <ConsoleHeading>Sabitler</ConsoleHeading>
      <p role="status" className="text-sm text-success">
        {done}
      </p>
      <ContentConstants
        constants={data?.data ?? []}
        onSave={(constant, description) =>
          operatorFormAction(
            () => contentCalls.updateConstant(constant.name, description),
            (message) => setDone(`${message} (${constant.name})`),
          )
        }
        loading={isLoading && !data}
        error={error ? 'Sabitler yüklenemedi.' : null}
        onRetry={() => void mutate()}
      />
    </>
  );
}
