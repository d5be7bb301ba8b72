import { mutate } from 'swr';
import { type Refusal, runAction } from '../../hooks/use-action.ts';

/** After an action every console list and the dashboard's queue sizes may have changed. */
function refreshConsole() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/admin/'));
}

/**
 * An operator action, run the one way (`runAction`). The console's forms and drawers keep their own
 * busy state and show a refusal themselves, so nothing is performed for it: it is handed back. When
 * the action goes through, `done` gets the server's message (the page's status line) and every
 * console list is read again. Resolves to null on success.
 */
export async function operatorFormAction(
  work: () => Promise<{ message: string }>,
  done: (message: string) => void,
): Promise<Refusal | null> {
  const settled = await runAction(work, { inline: () => true });
  if (!settled.ok) return settled.refusal;
  done(settled.answer.message);
  await refreshConsole();
  return null;
}

/** The same for a control that shows only the refusal's message (a button, a reason dialog). */
export const operatorAction = (work: () => Promise<{ message: string }>, done: (message: string) => void) =>
  operatorFormAction(work, done).then((refusal) => refusal?.message ?? null);
