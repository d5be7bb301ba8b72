import { buildPath, realtimeChannels, realtimeEvents, routes } from '@meslektas/domain';
import { DisputeList, DisputeOpenForm, type DisputeOpenFormValues, PageTitle } from '@meslektas/ui';
import { useConstants } from '../../../api/get-constants.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { openDispute, useDisputes } from '../api/disputes.ts';

const detailHref = (id: number) => buildPath('conflict-detail', { id });

/** /conflicts: the desk's banner, the toggle that opens a dispute, and the lawyer's disputes. */
export default function DisputesPage() {
  const { data, error, isLoading, mutate } = useDisputes();
  const { data: constants } = useConstants();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  // An approved message changes a card's new-message badge: fetch the cards again.
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.disputeWaiting,
    () => void mutate(),
  );

  const open = useAction(
    async (values: DisputeOpenFormValues) => {
      const answer = await openDispute(values);
      await mutate();
      // The new dispute's page shows the reason, pending until the desk approves it.
      void navigate(detailHref(answer.data.id));
      return answer;
    },
    { toast: true },
  );

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
            errors={open.errors}
            onSubmit={(values) => void open.run(values)}
          />
        ) : null}
      </DisputeList>
    </section>
  );
}
