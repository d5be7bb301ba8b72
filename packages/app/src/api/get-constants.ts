import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';
import { preloadRead } from '../lib/preload-read.ts';

const constantsKey = callKey(api.reference.constants);

/** GET constants as a name → text map; quiet, every text has a fallback on screen. */
async function fetchConstants(): Promise<Record<string, string>> {
  const res = await callApi(api.reference.constants, {}, { quiet: true });
  return Object.fromEntries(res.data.map((c) => [c.name, c.description]));
}

export function useConstants() {
  return useSWR(constantsKey, fetchConstants);
}

/** Asks for the constants ahead of the layout and screens that read them. */
export function preloadConstants(): void {
  preloadRead(constantsKey, fetchConstants);
}
