import { checkCreateAccess, routes } from '@meslektas/domain';
import { CreateTaskForm, PageTitle } from '@meslektas/ui';
import { useEffect, useState } from 'react';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { perform } from '../../../lib/outcomes.ts';
import { Navigate, useNavigate } from '../../../lib/router.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useBars } from '../api/get-bars.ts';
import { useCategories } from '../api/get-categories.ts';
import { useConstants } from '../../../api/get-constants.ts';
import { useCourthouses } from '../api/get-courthouses.ts';
import { useShortDescriptions } from '../api/get-short-descriptions.ts';
import { confirmTask, useEditingDraft } from '../hooks/use-draft.ts';
import { useLocationSearch } from '../hooks/use-location-search.ts';

export default function CreateTaskPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const editing = useEditingDraft();
  const [baroId, setBaroId] = useState<number | null>(editing?.baroId ?? null);
  const [query, setQuery] = useState('');
  const bars = useBars();
  const courthouses = useCourthouses(baroId);
  const categories = useCategories();
  const descriptions = useShortDescriptions();
  const constants = useConstants();
  const places = useLocationSearch(query);
  const access = user ? checkCreateAccess(user) : null;
  const refusal = access && !access.ok ? access.message : null;

  // Lawyers who may not create tasks (now) are sent home with the reason.
  useEffect(() => {
    if (refusal) perform({ toast: { kind: 'error', text: refusal } });
  }, [refusal]);

  if (!user || !access || !bars.data || !categories.data) return <RouteFallback />;
  if (!access.ok) return <Navigate to={access.redirect} replace />;

  return (
    <section className="space-y-4">
      <PageTitle title={routes['assign-task'].title} />
      <CreateTaskForm
        bars={bars.data}
        courthouses={courthouses.data ?? []}
        categories={categories.data}
        locationResults={places.results}
        searchingLocation={places.searching}
        shortDescriptions={descriptions.data ?? []}
        userId={user.id}
        allowCustomDescriptions={constants.data?.allow_custom_descriptions !== '0'}
        isVip={user.vip}
        now={new Date()}
        {...(editing ? { defaultValue: editing } : {})}
        proUpsellText={constants.data?.pro_aciklama ?? null}
        premiumHref={routes['premium-account'].path}
        LinkComponent={RouterLink}
        onBarChange={setBaroId}
        onLocationSearch={setQuery}
        onInvalid={(text) => perform({ toast: { kind: 'error', text } })}
        onConfirm={(payload, summary, draft) => {
          confirmTask({ payload: { ...payload }, summary, draft });
          navigate(routes['assign-task-confirm'].path);
        }}
      />
    </section>
  );
}
