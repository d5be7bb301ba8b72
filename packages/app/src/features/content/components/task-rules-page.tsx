import { publishedRules, tuningFrom } from '@meslektas/domain';
import { Link, PageTitle, PublishedRules } from '@meslektas/ui';
import { useMemo } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { routes } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';

/**
 * /gorev-kurallari: the rules by which tasks are shown and assigned. Every number comes from the
 * constants the server enforces (read fresh from GET constants) and the lawyer's own record.
 */
export default function TaskRulesPage() {
  const { data: constants, error } = useConstants();
  const { data: user } = useCurrentUser();
  const sections = useMemo(
    () =>
      publishedRules({
        tuning: tuningFrom(
          Object.entries(constants ?? {}).map(([name, description]) => ({ name, description })),
        ),
        cancelAllowance: user?.cancel_request ?? null,
      }),
    [constants, user?.cancel_request],
  );
  return (
    <section className="space-y-4">
      <PageTitle title={routes['task-rules'].title} />
      <PublishedRules
        sections={sections}
        loading={!constants && !error}
        footer={
          <p>
            <Link href={routes['how-work'].path} className="font-medium text-brand-700 underline">
              {routes['how-work'].title}
            </Link>
          </p>
        }
      />
    </section>
  );
}
