import * as React from 'react';

/**
 * State a user edits that starts from a prop and starts over whenever `source` changes (a new
 * answer from the server). The reset happens while rendering, not in an effect, so it can never
 * land after the user has begun to type and undo what he typed.
 */
export function useSyncedState<T>(initial: T, source: unknown = initial) {
  const [value, setValue] = React.useState(initial);
  const [seen, setSeen] = React.useState(source);
  if (!Object.is(seen, source)) {
    setSeen(source);
    setValue(initial);
  }
  return [value, setValue] as const;
}
