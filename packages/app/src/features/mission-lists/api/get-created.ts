import { createdKey, fetchCreated } from '../../../api/get-created.ts';
import { pagedList } from './fetch-page.ts';

/** GET mission/created?page&limit=5 (the home page reads it too). */
export const createdList = pagedList(createdKey, fetchCreated);
