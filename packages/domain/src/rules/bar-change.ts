import { permissionMessages } from '../messages.ts';
import type { MyCourthouses } from '../contract/calls/reference.ts';
import type { Outcome } from './outcome.ts';

/**
 * A lawyer serving no courthouse yet (a new member, or one whose bar changed) is asked to choose:
 * no task of a courthouse reaches him until he does. Unknown while his courthouses load.
 */
export function courthouseChoiceNeeded(mine: Pick<MyCourthouses, 'selected'> | undefined): boolean {
  return mine !== undefined && mine.selected.length === 0;
}

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
