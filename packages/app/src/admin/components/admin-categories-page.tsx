import { CategoryEditor, SystemDescriptions } from '@meslektas/ui';
import { useState } from 'react';
import { catalogCalls, useAdminCategories, useSystemDescriptions } from '../api/catalog.ts';
import { operatorAction, operatorFormAction } from '../lib/operator-action.ts';
import { loadState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/**
 * Task categories with their budget lists, and the system's ready descriptions. The lawyers' create
 * form reads both from the database on every load, so a change shows there at once.
 */
export default function CategoriesPage() {
  const [done, setDone] = useState('');
  const categories = useAdminCategories();
  const descriptions = useSystemDescriptions();

  return (
    <>
      <ConsoleHeading status={done}>Kategoriler</ConsoleHeading>
      <CategoryEditor
        categories={categories.data ?? []}
        {...loadState(categories, 'Kategoriler yüklenemedi.')}
        onSave={(category, payload) =>
          operatorFormAction(() => catalogCalls.saveCategory(category?.id ?? null, payload), setDone)
        }
        onToggleActive={(category, active) =>
          operatorAction(() => catalogCalls.setCategoryActive(category.id, active), setDone)
        }
        onReorder={(ids) => operatorAction(() => catalogCalls.reorderCategories(ids), setDone)}
      />
      <h2 className="mt-8 text-lg font-semibold">Hazır açıklamalar</h2>
      <SystemDescriptions
        descriptions={descriptions.data ?? []}
        {...loadState(descriptions, 'Hazır açıklamalar yüklenemedi.')}
        onSave={(description, text) =>
          operatorFormAction(() => catalogCalls.saveDescription(description?.id ?? null, text), setDone)
        }
        onDelete={(description) =>
          operatorAction(() => catalogCalls.deleteDescription(description.id), setDone)
        }
      />
    </>
  );
}
