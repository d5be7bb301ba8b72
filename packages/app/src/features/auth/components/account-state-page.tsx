import {
  BANNED_FALLBACK_MESSAGE,
  mapApiSuccess,
  normalisePhone,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { AccountWaysOut, AuthLayout, Button, Field, Input, PageTitle, PhoneInput } from '@meslektas/ui';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useConstants } from '../../../api/get-constants.ts';
import { useLocation } from '../../../lib/router.tsx';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { routes } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { currentUserKey, useCurrentUser } from '../../../hooks/use-current-user.ts';
import { logout } from '../../../lib/logout.ts';
import { perform } from '../../../lib/outcomes.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { sendCode, verifyCode, type Channel } from '../api/verify.ts';

const titles: Record<string, string> = {
  [routes['sms-verify'].path]: routes['sms-verify'].title,
  [routes['email-verify'].path]: routes['email-verify'].title,
  [routes['account-passive'].path]: routes['account-passive'].title,
  [routes['account-banned'].path]: routes['account-banned'].title,
};

const notices: Record<string, string> = {
  [routes['account-passive'].path]: 'Hesabınız onay bekliyor. Onaylandığında size haber vereceğiz.',
};

/** How often the passive and banned pages re-read the account when no realtime event came. */
export const ACCOUNT_RECHECK_MS = 30_000;

/**
 * Re-reads the account now and then, and at once when an operator approves it (the event on the
 * lawyer's own channel); the guard then takes him home without a reload.
 */
function AccountWatch({ userId }: { userId: number }) {
  const { mutate } = useSWRConfig();
  const recheck = () => void mutate(currentUserKey);
  usePrivateEvent(realtimeChannels.user(userId), realtimeEvents.accountApproved, recheck, recheck);
  useEffect(() => {
    const timer = setInterval(() => void mutate(currentUserKey), ACCOUNT_RECHECK_MS);
    return () => clearInterval(timer);
  }, [mutate]);
  return null;
}

/** The lawyer's own ban reason, then the constant ban_mesaj_bilgi (the spec's banned page). */
function Banned({ reason }: { reason: string | null }) {
  const { data: constants } = useConstants();
  // The generic text only once the constants answered without it, so it never flashes first.
  const info = constants ? (constants.ban_mesaj_bilgi ?? BANNED_FALLBACK_MESSAGE) : null;
  return (
    <div className="space-y-2">
      {reason ? <p className="font-medium">{reason}</p> : null}
      {info ? <p className="text-muted">{info}</p> : null}
    </div>
  );
}

function Verify({ channel, initial }: { channel: Channel; initial: string }) {
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<1 | 2>(1);
  // Step one offers the contact on the account; a lawyer may type another one.
  const [contact, setContact] = useState(initial);
  const [code, setCode] = useState('');
  const send = useAction(async () => {
    const value = channel === 'sms' ? (normalisePhone(contact) ?? '') : contact.trim();
    await sendCode(channel, value);
    setStep(2);
  });
  const confirm = useAction(async () => {
    const answer = await verifyCode(channel, code.trim());
    await mutate(currentUserKey);
    perform(mapApiSuccess(channel === 'sms' ? 'auth.smsVerify' : 'auth.emailVerify', answer));
  });
  return step === 1 ? (
    <div className="space-y-3">
      {channel === 'sms' ? (
        <Field label="Telefon" hint="5 ile başlayan 10 haneli cep telefonu numaranız">
          <PhoneInput value={contact} onValueChange={setContact} />
        </Field>
      ) : (
        <Field label="E-posta">
          <Input type="email" value={contact} onChange={(e) => setContact(e.target.value)} />
        </Field>
      )}
      <Button
        busy={send.busy}
        // The mask keeps digits only; the button waits for a whole mobile number (5xx xxx xx xx).
        disabled={channel === 'sms' && normalisePhone(contact) === null}
        onClick={() => void send.run()}
      >
        {channel === 'sms' ? 'SMS Gönder' : 'E-posta Gönder'}
      </Button>
    </div>
  ) : (
    <div className="space-y-3">
      <Field label="Doğrulama Kodu">
        <Input inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button busy={confirm.busy} onClick={() => void confirm.run()}>
          Onayla
        </Button>
        <Button variant="secondary" onClick={() => setStep(1)}>
          Tekrar Gönder
        </Button>
      </div>
    </div>
  );
}

/**
 * The four account-state screens; the guard keeps a lawyer here only while he is in that state.
 * Under each: support's address (such an account cannot open a ticket) and signing out.
 */
export default function AccountStatePage() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const [loggingOut, setLoggingOut] = useState(false);
  if (!user) return <RouteFallback />;
  return (
    <AuthLayout
      footer={
        <AccountWaysOut
          loggingOut={loggingOut}
          onLogout={() => {
            setLoggingOut(true);
            void logout().finally(() => setLoggingOut(false));
          }}
        />
      }
    >
      <div
        data-slot="account-state"
        className="w-full max-w-md space-y-4 rounded-[var(--radius-card)] bg-surface p-6 shadow"
      >
        <PageTitle title={titles[pathname]} />
        {pathname === '/sms-verify' && <Verify channel="sms" initial={user.telephone ?? ''} />}
        {pathname === '/email-verify' && <Verify channel="email" initial={user.email ?? ''} />}
        {(pathname === routes['account-passive'].path || pathname === routes['account-banned'].path) && (
          <AccountWatch userId={user.id} />
        )}
        {pathname === routes['account-banned'].path && <Banned reason={user.ban_message} />}
        {notices[pathname] && <p className="text-muted">{notices[pathname]}</p>}
      </div>
    </AuthLayout>
  );
}
