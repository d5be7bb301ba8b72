import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';

/** GET global/page/{id or slug}: a notice page's title and HTML body; an unknown one answers 404. */
export function useNoticePage(slug: string | undefined) {
  const input = { params: { id: slug ?? '' } };
  return useSWR(
    slug ? callKey(api.reference.page, input) : null,
    async () => (await callApi(api.reference.page, input)).page,
  );
}
