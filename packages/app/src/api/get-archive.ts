import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';
import { preloadRead } from '../lib/preload-read.ts';

export type ArchiveType = 'assigned' | 'completed';

const input = (type: ArchiveType) => ({ query: type === 'completed' ? { type } : {} });

const archiveKey = (type: ArchiveType) => callKey(api.lists.archive, input(type));

/** GET mission/archive (last 10 assigned) and mission/archive?type=completed (last 10 completed). */
async function fetchArchive(type: ArchiveType) {
  return (await callApi(api.lists.archive, input(type))).data;
}

export function useArchive(type: ArchiveType) {
  return useSWR(archiveKey(type), () => fetchArchive(type));
}

export function preloadArchive(type: ArchiveType): void {
  preloadRead(archiveKey(type), () => fetchArchive(type));
}
