import { fetchPage, type ListEndpoint } from './fetch-page.ts';

/** GET mission/notApplied?page&limit=5 */
export const notAppliedList: ListEndpoint = {
  key: '/mission/notApplied',
  fetch: (page) => fetchPage('/mission/notApplied', page),
};
