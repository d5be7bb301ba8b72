import { api } from '@meslektas/domain/client';
import { listOf } from './fetch-page.ts';

/** GET application/all?page&limit=5 */
export const appliedList = listOf(api.lists.applied);
