import { api } from '@meslektas/domain/client';
import { listOf } from './fetch-page.ts';

/** GET mission/notApplied?page&limit=5 */
export const notAppliedList = listOf(api.lists.notApplied);
