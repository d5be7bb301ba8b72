import { api } from '@meslektas/domain';
import { listOf } from './fetch-page.ts';

/** GET mission/notApplied?page&limit=5 */
export const notAppliedList = listOf(api.lists.notApplied);
