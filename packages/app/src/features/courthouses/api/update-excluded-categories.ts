import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/notCategoriesUpdate: the categories the lawyer gets no tasks of. */
export const updateExcludedCategories = (categoryIds: number[]) =>
  callApi(api.courthouses.updateExcludedCategories, { body: { category_id: categoryIds } });
