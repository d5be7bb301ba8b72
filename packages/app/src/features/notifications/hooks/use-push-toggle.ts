import type { PushToggleState } from '@meslektas/ui';
import { useCallback, useEffect, useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import {
  currentSubscription,
  disablePush,
  enablePush,
  pushSupported,
  sendSubscription,
} from '../../../lib/web-push.ts';

function initialState(): PushToggleState {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'off';
}

const failed = 'Anlık bildirimler şu anda ayarlanamadı. Lütfen daha sonra tekrar deneyiniz.';

/**
 * The 'Anlık Bildirimler' switch's state for this browser, and turning it on or off. A browser
 * that is already subscribed is sent to the server again, so it follows whoever signed in on it.
 */
export function usePushToggle() {
  const [state, setState] = useState<PushToggleState>(initialState);

  useEffect(() => {
    if (!pushSupported() || Notification.permission !== 'granted') return;
    let live = true;
    void currentSubscription().then((subscription) => {
      if (!live || !subscription) return;
      setState('on');
      void sendSubscription(subscription).catch(() => {});
    });
    return () => {
      live = false;
    };
  }, []);

  const change = useCallback(async (on: boolean) => {
    try {
      if (!on) {
        await disablePush();
        setState('off');
        return;
      }
      const result = await enablePush();
      setState(result === 'denied' ? 'denied' : result === 'on' ? 'on' : 'off');
    } catch (error) {
      // Failures of our own calls are shown by useAction; the browser's own (no service worker,
      // push service unreachable) get one plain message.
      if (error instanceof ApiError) throw error;
      perform({ toast: { kind: 'error', text: failed } });
    }
  }, []);
  const action = useAction(change);
  return { state, busy: action.busy, onChange: (on: boolean) => void action.run(on) };
}
