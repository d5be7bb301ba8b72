import {
  barChangeGate,
  realtimeChannels,
  realtimeEvents,
  routes,
  successToast,
  TICKET_WARNING_MS,
  type TicketOption,
  type TicketRedirect,
  ticketRedirectTarget,
} from '@meslektas/domain';
import {
  BarChangeModal,
  type BarChangeErrors,
  type BarChangeValues,
  Button,
  InfoModal,
  PageTitle,
  TicketForm,
  type TicketFormErrors,
  type TicketFormValues,
  TicketList,
} from '@meslektas/ui';
import { useCallback, useState } from 'react';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { sendTicket, useBars, useCourthouses, useTickets } from '../api/tickets.ts';

const INFO_TEXT =
  'Konunuzu seçtiğinizde Akıllı Destek Sistemi size hemen yol gösterir: sık sorulan sorulara, iptal taleplerine veya baro değişikliğine yönlendirir ya da bilinen çözümü gösterir. Çözüm bulamazsanız sorunuzu yazarak destek ekibimize iletebilirsiniz. Talepleriniz mesai saatleri içinde yanıtlanır; cevaplandığında bildirim alırsınız.';

/** The first server message of each field, for the form that sent it. */
function firstOfEach(error: unknown): Record<string, string | undefined> {
  const fields = error instanceof ApiError ? error.outcome.fieldErrors : undefined;
  return fields ? Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0]])) : {};
}

/** /akilli-destek-sistemi: the smart support form, the bar-change picker and the lawyer's tickets. */
export default function SupportPage() {
  const { data, mutate } = useTickets();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const [barErrors, setBarErrors] = useState<BarChangeErrors>({});
  const [sent, setSent] = useState(0);
  const [infoOpen, setInfoOpen] = useState(false);
  const [barOpen, setBarOpen] = useState(false);
  const [baroId, setBaroId] = useState<number | null>(null);
  // The bar-change subject's value, sent with the picked bar and courthouses.
  const [barOption, setBarOption] = useState<number | null>(null);
  const { data: bars } = useBars(barOpen);
  const { data: courthouses, isLoading: loadingCourthouses } = useCourthouses(baroId);
  // An operator's answer arrives as a notification: the list shows it at once.
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.notification,
    () => void mutate(),
    () => void mutate(),
  );

  const done = async (message: string) => {
    perform({ toast: successToast(message) });
    setSent((n) => n + 1);
    await mutate();
  };

  const send = useAction(async (values: TicketFormValues) => {
    setErrors({});
    try {
      const answer = await sendTicket({ option: values.option, message: values.message, adliye_id: [] });
      await done(answer.message);
    } catch (error) {
      setErrors(firstOfEach(error));
      throw error;
    }
  });

  const sendBarChange = useAction(async (values: BarChangeValues, option: number) => {
    setBarErrors({});
    try {
      const answer = await sendTicket({ option, ...values });
      setBarOpen(false);
      await done(answer.message);
    } catch (error) {
      setBarErrors(firstOfEach(error));
      throw error;
    }
  });

  const redirect = (to: TicketRedirect, option: TicketOption) => {
    const target = ticketRedirectTarget(to);
    if (!target) return;
    if ('path' in target) return void navigate(target.path);
    const gate = user ? barChangeGate(user) : null;
    if (gate) return perform(gate);
    setBarOption(option.value);
    setBarErrors({});
    setBarOpen(true);
  };

  const analysed = useCallback((option: TicketOption) => {
    if (option.info)
      perform({ toast: { kind: 'warning', text: option.info, durationMs: TICKET_WARNING_MS } });
  }, []);

  if (!data) return <RouteFallback />;
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <PageTitle
        title={routes.support.title}
        actions={
          <Button variant="secondary" onClick={() => setInfoOpen(true)}>
            Nasıl Çalışır?
          </Button>
        }
      />
      <TicketForm
        key={sent}
        options={data.options}
        busy={send.busy}
        errors={errors}
        onSubmit={(values) => void send.run(values)}
        onRedirect={redirect}
        onAnalysed={analysed}
      />
      <TicketList tickets={data.tickets} />
      <InfoModal open={infoOpen} onOpenChange={setInfoOpen} title={routes.support.title} text={INFO_TEXT} />
      <BarChangeModal
        key={`bar-${sent}`}
        open={barOpen}
        onOpenChange={setBarOpen}
        bars={bars ?? []}
        courthouses={courthouses ?? []}
        loadingCourthouses={loadingCourthouses}
        onBarChange={setBaroId}
        busy={sendBarChange.busy}
        errors={barErrors}
        onSubmit={(values) => barOption !== null && void sendBarChange.run(values, barOption)}
      />
    </section>
  );
}
