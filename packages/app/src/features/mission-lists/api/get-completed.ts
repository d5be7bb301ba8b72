import { api } from '@meslektas/domain/client';
import { listOf } from './fetch-page.ts';

/** GET mission/completed?page&limit=5 */
export const completedList = listOf(api.lists.completed);
