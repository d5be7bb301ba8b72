import { mapApiSuccess } from '@meslektas/domain';
import { Button, PageTitle } from '@meslektas/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from '../../../lib/router.tsx';
import { Field } from '../../../components/field.tsx';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { routes } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { currentUserKey, useCurrentUser } from '../../../hooks/use-current-user.ts';
import { perform } from '../../../lib/outcomes.ts';
import { sendCode, verifyCode, type Channel } from '../api/verify.ts';

const titles: Record<string, string> = {
  [routes['sms-verify'].path]: routes['sms-verify'].title,
  [routes['email-verify'].path]: routes['email-verify'].title,
  [routes['account-passive'].path]: routes['account-passive'].title,
  [routes['account-banned'].path]: routes['account-banned'].title,
};

const notices: Record<string, string> = {
  '/account-passive': 'Hesabınız onay bekliyor. Onaylandığında size haber vereceğiz.',
  '/account-banned': 'Hesabınız engellenmiştir.',
};

function Verify({ channel }: { channel: Channel }) {
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<1 | 2>(1);
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const send = useAction(async () => {
    const value = channel === 'sms' ? `0${contact.replace(/\D/g, '').replace(/^0/, '')}` : contact.trim();
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
      <Field
        label={channel === 'sms' ? 'Telefon' : 'E-posta'}
        type={channel === 'sms' ? 'tel' : 'email'}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
      />
      <Button busy={send.busy} onClick={() => void send.run()}>
        {channel === 'sms' ? 'SMS Gönder' : 'E-posta Gönder'}
      </Button>
    </div>
  ) : (
    <div className="space-y-3">
      <Field
        label="Doğrulama Kodu"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
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

/** The four account-state screens; the guard keeps a lawyer here only while he is in that state. */
export default function AccountStatePage() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  if (!user) return <RouteFallback />;
  return (
    <main className="mx-auto max-w-md space-y-4 p-4">
      <PageTitle title={titles[pathname]} />
      {pathname === '/sms-verify' && <Verify channel="sms" />}
      {pathname === '/email-verify' && <Verify channel="email" />}
      {pathname === '/account-banned' && <p>{user.ban_message}</p>}
      {notices[pathname] && <p className="text-muted">{notices[pathname]}</p>}
    </main>
  );
}
