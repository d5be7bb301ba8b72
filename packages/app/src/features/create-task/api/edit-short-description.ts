import { type ShortDescription } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';
import { changeShortDescriptions } from './get-short-descriptions.ts';

/** PUT shortdescriptions/{id}: the server allows it for the lawyer's own only. */
export const editShortDescription = (d: ShortDescription, description: string) =>
  changeShortDescriptions(() =>
    callApi(api.shortDescriptions.update, { params: { id: d.id }, body: { description } }),
  );
