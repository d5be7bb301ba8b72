import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';
import { changeShortDescriptions } from './get-short-descriptions.ts';

/** POST shortdescriptions: a new description of the lawyer's own. */
export const addShortDescription = (description: string) =>
  changeShortDescriptions(() => callApi(api.shortDescriptions.create, { body: { description } }));
