import {
  barChangeGate,
  realtimeChannels,
  realtimeEvents,
  routes,
  TICKET_WARNING_MS,
  type TicketOption,
  type TicketRedirect,
  ticketRedirectTarget,
} from '@meslektas/domain';
import { Button, PageTitle, TicketForm, type TicketFormValues, TicketList, lazyDialog } from '@meslektas/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { perform } from '../../../lib/outcomes.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { sendTicket, useTickets } from '../api/tickets.ts';

const InfoModal = lazyDialog(() => import('./support-dialogs.ts').then((m) => m.InfoModal));
const TextModal = lazyDialog(() => import('./support-dialogs.ts').then((m) => m.TextModal));

const INFO_TEXT =
  'Konunuzu seçtiğinizde Akıllı Destek Sistemi size hemen yol gösterir: sık sorulan sorulara, iptal taleplerine veya baro değişikliğine yönlendirir ya da bilinen çözümü gösterir. Çözüm bulamazsanız sorunuzu yazarak destek ekibimize iletebilirsiniz. Talepleriniz mesai saatleri içinde yanıtlanır; cevaplandığında bildirim alırsınız.';

const barChangeDialogTexts = {
  title: 'Baro ve Adliye Değişikliği',
  description:
    'Yeni baronuzu, ardından görev almak istediğiniz adliyeleri seçip kaydediniz; değişiklik hemen geçerli olur.',
};

export type SupportPageProps = {
  /**
   * The bar and courthouse change the bar-change subject opens: the settings' own section, which
   * saves through user/update/baroAndAdliye; `onSaved` closes the dialog.
   */
  barChange?: (onSaved: () => void) => ReactNode;
};

/** /akilli-destek-sistemi: the smart support form, the bar change and the lawyer's tickets. */
export default function SupportPage({ barChange }: SupportPageProps) {
  const { data, mutate } = useTickets();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const [sent, setSent] = useState(0);
  const [infoOpen, setInfoOpen] = useState(false);
  const [barOpen, setBarOpen] = useState(false);
  // An operator's answer arrives as a notification: the list shows it at once.
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.notification,
    () => void mutate(),
    () => void mutate(),
  );

  const send = useAction(
    async (values: TicketFormValues) => {
      const answer = await sendTicket({ option: values.option, message: values.message });
      setSent((n) => n + 1);
      await mutate();
      return answer;
    },
    { toast: true },
  );

  const redirect = (to: TicketRedirect) => {
    const target = ticketRedirectTarget(to);
    if (!target) return;
    if ('path' in target) return void navigate(target.path);
    const gate = user ? barChangeGate(user) : null;
    if (gate) return perform(gate);
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
        errors={send.errors}
        onSubmit={(values) => void send.run(values)}
        onRedirect={redirect}
        onAnalysed={analysed}
      />
      <TicketList tickets={data.tickets} />
      <InfoModal open={infoOpen} onOpenChange={setInfoOpen} title={routes.support.title} text={INFO_TEXT} />
      <TextModal
        open={barOpen}
        onOpenChange={setBarOpen}
        title={barChangeDialogTexts.title}
        text={barChangeDialogTexts.description}
      >
        {barOpen ? barChange?.(() => setBarOpen(false)) : null}
      </TextModal>
    </section>
  );
}
