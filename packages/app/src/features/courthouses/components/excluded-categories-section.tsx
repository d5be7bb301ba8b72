import { type ExcludableCategory } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { ExcludedCategoriesForm } from '@meslektas/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAction } from '../../../hooks/use-action.ts';
import { callKey } from '../../../lib/api-client.ts';
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

  const save = useAction(
    async (ids: number[]) => {
      const answer = await updateExcludedCategories(ids);
      // The pending list drops (or shows again) the tasks of these categories at once.
      await Promise.all([
        mutate(excludedCategoriesKey, answer.data, { revalidate: false }),
        mutate(callKey(api.missions.pending)),
      ]);
      return answer;
    },
    { toast: true },
  );

  return (
    <ExcludedCategoriesForm
      categories={categories}
      excluded={excluded}
      onExcludedChange={setExcluded}
      onSave={(ids) => void save.run(ids)}
      busy={save.busy}
      error={save.errors.category_id}
      hideTitle={hideTitle}
    />
  );
}
