import { fetchPage, type ListEndpoint } from './fetch-page.ts';

/** GET application/all?page&limit=5 */
export const appliedList: ListEndpoint = {
  key: '/application/all',
  fetch: (page) => fetchPage('/application/all', page),
};
