import { fetchPage, type ListEndpoint } from './fetch-page.ts';

/** GET mission/created?page&limit=5 */
export const createdList: ListEndpoint = {
  key: '/mission/created',
  fetch: (page) => fetchPage('/mission/created', page),
};
