import { decideWebPopup, parseWebPopupState, storageKeys } from '@meslektas/domain';
import { useEffect, useState } from 'react';

const KEY = storageKeys.webPopup;

/** Applies domain's pop-up frequency rule once per visit of home; the state lives in localStorage. */
export function usePopupRule(enabled: boolean): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const decision = decideWebPopup(parseWebPopupState(localStorage.getItem(KEY)), new Date(), enabled);
    localStorage.setItem(KEY, JSON.stringify(decision.state));
    setOpen(decision.show);
  }, [enabled]);
  return [open, () => setOpen(false)];
}
