import { fetchPage, type ListEndpoint } from './fetch-page.ts';

/** GET mission/selected?page&limit=5 */
export const selectedList: ListEndpoint = {
  key: '/mission/selected',
  fetch: (page) => fetchPage('/mission/selected', page),
};
