import {
  applicantCountToast,
  buildPath,
  mapApiSuccess,
  realtimeChannels,
  realtimeEvents,
  routes,
  type Applicant,
  type ApplicantAddedEvent,
} from '@meslektas/domain';
import { ApplicantTable, PageTitle } from '@meslektas/ui';
import { useState } from 'react';
import { useParams } from '../../../lib/router.tsx';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { detailPath } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { perform } from '../../../lib/outcomes.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { useApplicants } from '../api/get-applicants.ts';
import { useConstants } from '../../../api/get-constants.ts';
import { useMission } from '../api/get-mission.ts';
import { selectUser } from '../../../api/select-user.ts';
import { FallbackSection } from './fallback-section.tsx';

const ASSIGN_NOTICE =
  'Başvuran meslektaşlarınızdan birini seçerek görevi atayabilirsiniz. Atama yapıldığında diğer başvuranlara bilgi verilir.';
const URGENT_NOTICE =
  'Acil görevlerde başvurular anında iletilir; 15 dakikayı beklemeden atama yapabilirsiniz.';

export default function AssignmentPage() {
  const missionId = Number(useParams().missionId);
  const { data: applicants, mutate } = useApplicants(missionId);
  const { data: mission } = useMission(missionId);
  const { data: constants } = useConstants();
  const [assigning, setAssigning] = useState<number | null>(null);

  // Live applicants: every event refreshes the list; the spec's toasts mark the 1st, 5th and 10th.
  usePrivateEvent(
    Number.isInteger(missionId) ? realtimeChannels.missionApplicants(missionId) : null,
    realtimeEvents.applicantAdded,
    (event: ApplicantAddedEvent) => {
      const text = applicantCountToast(event.count);
      if (text) perform({ toast: { kind: 'success', text } });
      void mutate();
    },
    () => void mutate(),
  );

  const assign = useAction(async (applicant: Applicant, orderNum: number) => {
    setAssigning(applicant.user_id);
    try {
      const answer = await selectUser(missionId, applicant.user_id, orderNum);
      // A guaranteed task is assigned only once the owner has paid: to the payment step.
      perform(
        mission?.guaranteed
          ? { redirect: buildPath('guarantee-payment', { missionId }) }
          : mapApiSuccess('application.selectUser', answer, { missionId }),
      );
    } finally {
      setAssigning(null);
    }
  });

  if (!applicants) return <RouteFallback />;
  return (
    <section className="space-y-4">
      <PageTitle
        title={routes['desigination-task'].title}
        description={
          mission ? `${mission.categoryName} · ${mission.adliyeName || mission.missionaddress || ''}` : null
        }
      />
      {mission && !mission.fast && applicants.length === 0 ? (
        <FallbackSection missionId={missionId} onChanged={() => void mutate()} />
      ) : null}
      <ApplicantTable
        applicants={applicants}
        fast={mission?.fast === true}
        noApplicantsFastText={constants?.basvuru_yok_fast}
        notice={ASSIGN_NOTICE}
        urgentNotice={URGENT_NOTICE}
        cannotAssignText={constants?.atama_yapilamaz}
        lawyerInfoHref={() => detailPath(missionId)}
        assigningUserId={assigning}
        onAssign={(applicant, orderNum) => void assign.run(applicant, orderNum)}
      />
    </section>
  );
}
