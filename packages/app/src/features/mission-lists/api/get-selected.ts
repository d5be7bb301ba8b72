import { api } from '@meslektas/domain/client';
import { listOf } from './fetch-page.ts';

/** GET mission/selected?page&limit=5 */
export const selectedList = listOf(api.lists.selected);
