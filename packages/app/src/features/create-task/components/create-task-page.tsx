import { checkCreateAccess, routes, tuningValueOf } from '@meslektas/domain';
import { CreateTaskForm, CreateTaskRestriction, PageTitle } from '@meslektas/ui';
import { useEffect, useState } from 'react';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { perform } from '../../../lib/outcomes.ts';
import { Navigate, useNavigate } from '../../../lib/router.tsx';
import { addShortDescription } from '../api/add-short-description.ts';
import { checkCourthouse } from '../api/check-courthouse.ts';
import { deleteShortDescription } from '../api/delete-short-description.ts';
import { editShortDescription } from '../api/edit-short-description.ts';
import { preloadBars, useBars } from '../../../api/get-bars.ts';
import { preloadCategories, useCategories } from '../api/get-categories.ts';
import { useConstants } from '../../../api/get-constants.ts';
import { useCourthouses } from '../../../api/get-courthouses.ts';
import { preloadShortDescriptions, useShortDescriptions } from '../api/get-short-descriptions.ts';
import { confirmTask, useEditingDraft } from '../hooks/use-draft.ts';
import { useLocationSearch } from '../hooks/use-location-search.ts';
import { usePresentCount } from '../../presence/index.ts';

/** The form's lists, asked for as soon as the screen's chunk is in (see home's `preload`). */
export function preload(): void {
  preloadBars();
  preloadCategories();
  preloadShortDescriptions();
}

export default function CreateTaskPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const editing = useEditingDraft();
  const [baroId, setBaroId] = useState<number | null>(editing?.baroId ?? null);
  const [query, setQuery] = useState('');
  const [adliyeId, setAdliyeId] = useState<number | null>(editing?.adliyeId ?? null);
  const presentCount = usePresentCount(adliyeId);
  const bars = useBars();
  const courthouses = useCourthouses(baroId);
  const categories = useCategories();
  const descriptions = useShortDescriptions();
  const constants = useConstants();
  const places = useLocationSearch(query);
  // The server's rule on the User record: the lawyer learns a refusal before filling anything in.
  const access = user ? checkCreateAccess(user) : null;
  const sentHome = access && !access.ok && 'redirect' in access ? access : null;
  const refusal = sentHome?.message ?? null;

  // Lawyers who may not create tasks (now) are sent home with the reason.
  useEffect(() => {
    if (refusal) perform({ toast: { kind: 'error', text: refusal } });
  }, [refusal]);

  if (sentHome) return <Navigate to={sentHome.redirect} replace />;
  if (access && !access.ok) {
    return (
      <section className="space-y-4">
        <PageTitle title={routes['assign-task'].title} />
        <CreateTaskRestriction
          text={constants.data?.gorev_kisitlamasi || access.message}
          href={constants.data?.gorev_kisitlama_link || null}
        />
      </section>
    );
  }
  if (!user || !bars.data || !categories.data) return <RouteFallback />;

  return (
    <section className="space-y-4">
      <PageTitle title={routes['assign-task'].title} />
      <CreateTaskForm
        bars={bars.data}
        courthouses={courthouses.data ?? []}
        categories={categories.data}
        locationResults={places.results}
        searchingLocation={places.searching}
        shortDescriptions={descriptions.data?.data ?? []}
        userId={user.id}
        allowCustomDescriptions={
          descriptions.data?.allowCustom ?? constants.data?.allow_custom_descriptions !== '0'
        }
        isVip={user.vip}
        now={new Date()}
        {...(editing ? { defaultValue: editing } : {})}
        infoTexts={{
          form: constants.data?.gorev_olusturma_bilgi,
          urgent: constants.data?.acil_gorev_bilgi,
          outOfCourthouse: constants.data?.adliye_disi_bilgi,
        }}
        proUpsellText={constants.data?.pro_aciklama ?? null}
        guaranteeFeePercent={
          constants.data
            ? tuningValueOf('guvence_hizmet_bedeli_yuzde', constants.data.guvence_hizmet_bedeli_yuzde)
            : null
        }
        premiumHref={routes['premium-account'].path}
        onBarChange={(id) => {
          setBaroId(id);
          setAdliyeId(null);
        }}
        onCourthouseCheck={checkCourthouse}
        onCourthouseChange={setAdliyeId}
        presentCount={presentCount}
        onAddDescription={addShortDescription}
        onEditDescription={editShortDescription}
        onDeleteDescription={deleteShortDescription}
        onLocationSearch={setQuery}
        onInvalid={(text) => perform({ toast: { kind: 'error', text } })}
        onConfirm={(payload, summary, draft) => {
          confirmTask({ payload, summary, draft });
          navigate(routes['assign-task-confirm'].path);
        }}
      />
    </section>
  );
}
