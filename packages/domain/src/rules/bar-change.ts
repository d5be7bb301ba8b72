import { permissionMessages } from '../messages.ts';
import type { Outcome } from './outcome.ts';

/** Changing the bar when baroChange is set needs a payment first: a warning with a pay button. */
export function barChangeGate(user: { baroChange: boolean }): Outcome | null {
  if (!user.baroChange) return null;
  return {
    modal: {
      title: permissionMessages.barChangeTitle,
      text: permissionMessages.barChangeNoRight,
      action: { label: 'Ödeme Yap', to: '/payment/baro_change' },
    },
  };
}
