import { fetchPage, type ListEndpoint } from './fetch-page.ts';

/** GET mission/completed?page&limit=5 */
export const completedList: ListEndpoint = {
  key: '/mission/completed',
  fetch: (page) => fetchPage('/mission/completed', page),
};
