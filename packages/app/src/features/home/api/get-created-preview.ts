import { HOME_LIST_MAX } from '@meslektas/domain';
import { preloadCreated, useCreated } from '../../../api/get-created.ts';

/** The first 10 of mission/created for the home page. */
export function preloadCreatedPreview(): void {
  preloadCreated({ page: 1, limit: HOME_LIST_MAX });
}

export function useCreatedPreview() {
  const { data, error, mutate } = useCreated({ page: 1, limit: HOME_LIST_MAX });
  return { data: data?.data.slice(0, HOME_LIST_MAX), error, mutate };
}
