import { type PageQueryPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';
import { preloadRead } from '../lib/preload-read.ts';

/** GET mission/created?page&limit: the lawyer's own open and assigned tasks, newest first. */
export const createdKey = (query: PageQueryPayload) => callKey(api.lists.created, { query });

export const fetchCreated = (query: PageQueryPayload) => callApi(api.lists.created, { query });

export function useCreated(query: PageQueryPayload) {
  return useSWR(createdKey(query), () => fetchCreated(query));
}

export function preloadCreated(query: PageQueryPayload): void {
  preloadRead(createdKey(query), () => fetchCreated(query));
}
