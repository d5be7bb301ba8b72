import type { Constant } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';
import { dataOf } from '../../../lib/envelope.ts';

/** GET constants as a name → text map; quiet, every text has a fallback on screen. */
export function useConstants() {
  return useSWR('/constants', async (key: string) =>
    Object.fromEntries(
      (dataOf<Constant[]>(await apiGet(key, { quiet: true })) ?? []).map((c) => [c.name, c.description]),
    ),
  );
}
