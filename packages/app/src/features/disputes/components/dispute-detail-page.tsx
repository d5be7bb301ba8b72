import { type DisputeWaitingEvent, realtimeChannels, realtimeEvents, routes } from '@meslektas/domain';
import {
  DisputeMessageForm,
  type DisputeMessageFormValues,
  DisputeMessages,
  DisputeSummary,
  EmptyState,
  PageTitle,
} from '@meslektas/ui';
import { useEffect, useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useParams } from '../../../lib/router.tsx';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { sendDisputeMessage, useDispute } from '../api/disputes.ts';

/** The product's picture, for the desk's own messages. */
const DESK_AVATAR = '/icons/icon-192.png';

/**
 * /conflict/{id}: the summary with the desk's info, the result or the message form, and the
 * messages. Reading the page marks the dispute read, so the sidebar's badge is fetched again.
 */
export default function DisputeDetailPage() {
  const id = Number(useParams().id);
  const { data, error, mutate } = useDispute(id);
  const { data: user, mutate: refreshUser } = useCurrentUser();
  const { data: constants } = useConstants();
  const [sent, setSent] = useState(0);

  useEffect(() => {
    if (data) void refreshUser();
  }, [data, refreshUser]);
  // A message approved while the page is open: read it at once (which clears the badge again).
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.disputeWaiting,
    (payload: DisputeWaitingEvent) => {
      if (payload.waiting > 0) void mutate();
    },
  );

  const send = useAction(
    async (values: DisputeMessageFormValues) => {
      const answer = await sendDisputeMessage(id, values);
      setSent((n) => n + 1);
      await mutate((current) => current && { ...current, messages: answer.messages }, { revalidate: false });
      return answer;
    },
    { toast: true },
  );

  if (!data) {
    return error ? <EmptyState tone="error" title="Uyuşmazlık yüklenemedi." /> : <RouteFallback />;
  }
  const { conflict, messages } = data;
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <PageTitle title={routes['conflict-detail'].title} />
      <DisputeSummary
        dispute={conflict}
        {...(constants?.uyusmazlik_icerik ? { infoText: constants.uyusmazlik_icerik } : {})}
      />
      {conflict.status === 'resolved' ? null : (
        <DisputeMessageForm
          key={sent}
          busy={send.busy}
          errors={send.errors}
          onSubmit={(values) => void send.run(values)}
        />
      )}
      <DisputeMessages messages={messages} deskAvatar={DESK_AVATAR} />
    </section>
  );
}
