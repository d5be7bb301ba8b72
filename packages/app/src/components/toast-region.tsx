import { toast, Toaster } from '@meslektas/ui';
import { useEffect } from 'react';
import { bindOutcomes } from '../lib/outcomes.ts';

/** The one Toaster of the app; outcomes.ts is the only caller of `toast`. */
export default function ToastRegion() {
  useEffect(
    () =>
      bindOutcomes({
        notify: ({ kind, text, durationMs }) =>
          void toast[kind](text, durationMs === undefined ? undefined : { duration: durationMs }),
      }),
    [],
  );
  return <Toaster />;
}
