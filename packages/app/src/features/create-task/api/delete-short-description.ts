import { type ShortDescription } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';
import { changeShortDescriptions } from './get-short-descriptions.ts';

/** DELETE shortdescriptions/{id}: the server allows it for the lawyer's own only. */
export const deleteShortDescription = (d: ShortDescription) =>
  changeShortDescriptions(() => callApi(api.shortDescriptions.remove, { params: { id: d.id } }));
