import { buildPath, realtimeChannels, realtimeEvents, routes, successToast } from '@meslektas/domain';
import {
  DisputeList,
  DisputeOpenForm,
  type DisputeOpenFormErrors,
  type DisputeOpenFormValues,
  PageTitle,
} from '@meslektas/ui';
import { useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { perform } from '../../../lib/outcomes.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { openDispute, useDisputes } from '../api/disputes.ts';
import { firstFieldErrors } from './field-errors.ts';

const detailHref = (id: number) => buildPath('conflict-detail', { id });

/** /conflicts: the desk's banner, the toggle that opens a dispute, and the lawyer's disputes. */
export default function DisputesPage() {
  const { data, error, isLoading, mutate } = useDisputes();
  const { data: constants } = useConstants();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [errors, setErrors] = useState<DisputeOpenFormErrors>({});
  // An approved message changes a card's new-message badge: fetch the cards again.
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.disputeWaiting,
    () => void mutate(),
  );

  const open = useAction(async (values: DisputeOpenFormValues) => {
    setErrors({});
    try {
      const answer = await openDispute(values);
      perform({ toast: successToast(answer.message) });
      await mutate();
      // The new dispute's page shows the reason, pending until the desk approves it.
      void navigate(detailHref(answer.data.id));
    } catch (failure) {
      setErrors(firstFieldErrors(failure));
      throw failure;
    }
  });

  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <PageTitle title={routes.conflicts.title} />
      <DisputeList
        bannerTitle={constants?.uyusmazlik_baslik ?? routes.conflicts.title}
        {...(constants?.uyusmazlik_icerik ? { bannerText: constants.uyusmazlik_icerik } : {})}
        disputes={data?.conflicts}
        loading={isLoading}
        error={error !== undefined}
        hrefFor={detailHref}
      >
        {data ? (
          <DisputeOpenForm
            missions={data.missions}
            busy={open.busy}
            errors={errors}
            onSubmit={(values) => void open.run(values)}
          />
        ) : null}
      </DisputeList>
    </section>
  );
}
