/**
 * Most answers wrap their payload as `{ data }`, a few as `{ data: { data } }` (the spec's
 * `data.data`); this reads either, so screens never depend on how deep a payload sits.
 */
export function dataOf<T>(body: unknown): T {
  let value: unknown = body;
  for (let depth = 0; depth < 2; depth++) {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'data' in value)
      value = (value as { data: unknown }).data;
    else break;
  }
  return value as T;
}
