import * as React from 'react';

type Errors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of each field of a schema's issues, as the server's 422 names them. */
function firstErrors<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Errors<Field> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * A form's own field errors beside the server's: a field shows its own (from the last send) before
 * the server's. `check` takes the schema's answer and the form's further checks, shows their first
 * error a field, and answers the values to send when there is none.
 */
export function useFormErrors<Field extends string>(errors: Errors<Field> | undefined) {
  const [own, setOwn] = React.useState<Errors<Field>>({});
  return {
    errorOf: (field: Field) => own[field] ?? errors?.[field],
    setOwn,
    check<T>(parsed: Parsed<T>, further: Errors<Field> = {}): T | null {
      const next = { ...(parsed.success ? {} : firstErrors<Field>(parsed.error.issues)), ...further };
      setOwn(next);
      return parsed.success && Object.keys(next).length === 0 ? parsed.data : null;
    },
  };
}
