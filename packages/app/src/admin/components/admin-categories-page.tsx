import { CategoryEditor, SystemDescriptions } from '@meslektas/ui';
import { useState } from 'react';
import { catalogCalls, formRefusal, useAdminCategories, useSystemDescriptions } from '../api/catalog.ts';
import { refreshConsole, refusal } from '../lib/console-actions.ts';
import { ConsoleHeading } from './console-layout.tsx';

/**
 * Task categories with their budget lists, and the system's ready descriptions. The lawyers' create
 * form reads both from the database on every load, so a change shows there at once.
 */
export default function CategoriesPage() {
  const [done, setDone] = useState('');
  const categories = useAdminCategories();
  const descriptions = useSystemDescriptions();

  /** Runs a change, reports its message and refreshes the lists; a refusal goes back to the form. */
  const attempt = async <R,>(work: () => Promise<{ message: string }>, refused: (err: unknown) => R) => {
    try {
      setDone((await work()).message);
      await refreshConsole();
      return null;
    } catch (err) {
      return refused(err);
    }
  };

  return (
    <>
      <ConsoleHeading>Kategoriler</ConsoleHeading>
      <p role="status" className="text-sm text-success">
        {done}
      </p>
      <CategoryEditor
        categories={categories.data ?? []}
        loading={categories.isLoading && !categories.data}
        error={categories.error ? 'Kategoriler yüklenemedi.' : null}
        onRetry={() => void categories.mutate()}
        onSave={(category, payload) =>
          attempt(() => catalogCalls.saveCategory(category?.id ?? null, payload), formRefusal)
        }
        onToggleActive={(category, active) =>
          attempt(() => catalogCalls.setCategoryActive(category.id, active), refusal)
        }
        onReorder={(ids) => attempt(() => catalogCalls.reorderCategories(ids), refusal)}
      />
      <h2 className="mt-8 text-lg font-semibold">Hazır açıklamalar</h2>
      <SystemDescriptions
        descriptions={descriptions.data ?? []}
        loading={descriptions.isLoading && !descriptions.data}
        error={descriptions.error ? 'Hazır açıklamalar yüklenemedi.' : null}
        onRetry={() => void descriptions.mutate()}
        onSave={(description, text) =>
          attempt(() => catalogCalls.saveDescription(description?.id ?? null, text), formRefusal)
        }
        onDelete={(description) => attempt(() => catalogCalls.deleteDescription(description.id), refusal)}
      />
    </>
  );
}
