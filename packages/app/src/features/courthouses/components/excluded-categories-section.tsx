import { type ExcludableCategory, successToast } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { ExcludedCategoriesForm } from '@meslektas/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAction } from '../../../hooks/use-action.ts';
import { ApiError, callKey } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { excludedCategoriesKey, useExcludedCategories } from '../../../api/get-excluded-categories.ts';
import { updateExcludedCategories } from '../api/update-excluded-categories.ts';

const excludedOf = (categories: readonly ExcludableCategory[]) =>
  categories.filter((c) => c.excluded).map((c) => c.category_id);

/** The categories a lawyer gets no tasks of, for the account settings; loads and saves by itself. */
export function ExcludedCategoriesSection({ hideTitle = false }: { hideTitle?: boolean }) {
  const { data: categories } = useExcludedCategories();
  return (
    <ExcludedCategoriesChoice
      // A new key starts the ticks again from what the server holds once it has answered.
      key={categories ? excludedOf(categories).join(',') : 'loading'}
      categories={categories}
      hideTitle={hideTitle}
    />
  );
}

function ExcludedCategoriesChoice({
  categories,
  hideTitle,
}: {
  categories: readonly ExcludableCategory[] | undefined;
  hideTitle: boolean;
}) {
  const { mutate } = useSWRConfig();
  const [excluded, setExcluded] = useState<number[]>(categories ? excludedOf(categories) : []);
  const [error, setError] = useState<string | undefined>();

  const save = useAction(async (ids: number[]) => {
    setError(undefined);
    try {
      const answer = await updateExcludedCategories(ids);
      perform({ toast: successToast(answer.message) });
      // The pending list drops (or shows again) the tasks of these categories at once.
      await Promise.all([
        mutate(excludedCategoriesKey, answer.data, { revalidate: false }),
        mutate(callKey(api.missions.pending)),
      ]);
    } catch (e) {
      const body = e instanceof ApiError ? (e.body as { errors?: Record<string, string[]> }) : undefined;
      setError(body?.errors?.category_id?.[0]);
      throw e;
    }
  });

  return (
    <ExcludedCategoriesForm
      categories={categories}
      excluded={excluded}
      onExcludedChange={setExcluded}
      onSave={(ids) => void save.run(ids)}
      busy={save.busy}
      error={error}
      hideTitle={hideTitle}
    />
  );
}
