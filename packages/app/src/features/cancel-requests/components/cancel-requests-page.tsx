import {
  buildPath,
  type CancelRequestItem,
  realtimeChannels,
  realtimeEvents,
  routes,
} from '@meslektas/domain';
import {
  type CancelRequestAction,
  CancelRequestForm,
  type CancelRequestFormErrors,
  type CancelRequestFormValues,
  CancelRequestList,
  PageTitle,
} from '@meslektas/ui';
import { useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { answerCancelRequest, createCancelRequest, useCancelInfo } from '../api/cancel-requests.ts';

const MISSION_REQUIRED = 'Lütfen bir görev seçiniz.';

/**
 * /gorev-iptal-bildirimi: the allowance left, the form that asks the other party of an assigned task
 * to cancel it, and the requests made and received, answered here.
 */
export default function CancelRequestsPage() {
  const { data: info, mutate } = useCancelInfo();
  const { data: user, mutate: refreshUser } = useCurrentUser();
  const { data: constants } = useConstants();
  const [missing, setMissing] = useState<CancelRequestFormErrors>({});
  const [sent, setSent] = useState(0);
  const [answering, setAnswering] = useState<number | null>(null);
  // A request to answer, or the answer to his, arrives as a notification: the list follows it.
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.notification,
    () => void mutate(),
    () => void mutate(),
  );

  const create = useAction(
    async (values: CancelRequestFormValues & { mission_id: number }) => {
      const answer = await createCancelRequest({
        mission_id: values.mission_id,
        cancel_text: values.cancel_text,
        ...(values.description.trim() ? { description: values.description } : {}),
      });
      setSent((n) => n + 1);
      await Promise.all([mutate(), refreshUser()]);
      return answer;
    },
    { toast: true },
  );
  const submit = (values: CancelRequestFormValues) => {
    // The task is the one thing the form can know is missing; the server checks everything else.
    const { mission_id } = values;
    if (mission_id === '') {
      create.reset();
      return setMissing({ mission_id: MISSION_REQUIRED });
    }
    setMissing({});
    void create.run({ ...values, mission_id });
  };

  const answer = useAction(
    async (request: CancelRequestItem, action: CancelRequestAction) => {
      setAnswering(request.id);
      try {
        const result = await answerCancelRequest({ action, req_id: request.id });
        await mutate();
        return result;
      } finally {
        setAnswering(null);
      }
    },
    { toast: true },
  );

  if (!info) return <RouteFallback />;
  const title = constants?.['görev_iptal_bildirimi_baslik'] ?? routes['cancel-task'].title;
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <PageTitle title={title} description={constants?.gorev_iptal_bildirimi_bilgi} />
      <CancelRequestForm
        key={sent}
        missions={info.missions}
        types={info.types}
        remaining={info.remaining}
        busy={create.busy}
        errors={{ ...create.errors, ...missing }}
        onSubmit={submit}
      />
      <CancelRequestList
        requests={info.requests}
        busyId={answering}
        disputeHref={buildPath('conflicts')}
        onAnswer={(request, action) => void answer.run(request, action)}
      />
    </section>
  );
}
