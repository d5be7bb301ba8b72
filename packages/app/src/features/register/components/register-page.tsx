import { type ConsentDocument, normaliseReferralCode, routes, type RegisterPayload } from '@meslektas/domain';
import { AuthLayout, RegisterForm } from '@meslektas/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { setToken } from '../../../lib/auth-token.ts';
import { perform } from '../../../lib/outcomes.ts';
import { useLocation } from '../../../lib/router.tsx';
import { register, useRegisterBars } from '../api/register.ts';
import { forgetReferral, rememberReferral, rememberedReferral } from '../referral-memory.ts';

// The dialog (Radix with it) loads when a consent text is first asked for, not with the form.
const ConsentDialog = lazy(() => import('./consent-dialog.tsx'));

/** /kayit: a new lawyer signs up, is signed in and continues with the phone step. */
export default function RegisterPage() {
  const { search } = useLocation();
  const fromLink = new URLSearchParams(search).get('ref');
  // A link opened earlier in this browser still counts when the lawyer signs up later.
  useEffect(() => rememberReferral(fromLink), [fromLink]);
  const referralCode = normaliseReferralCode(fromLink) ?? rememberedReferral();
  const { data: bars } = useRegisterBars();
  const { data: constants } = useConstants();
  const [reading, setReading] = useState<ConsentDocument | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const { run, busy, errors } = useAction(
    async (values: RegisterPayload) => {
      const answer = await register(values);
      setToken(answer.token);
      forgetReferral();
      perform({ redirect: routes['sms-verify'].path });
      return answer;
    },
    { toast: true },
  );
  return (
    <AuthLayout>
      <RegisterForm
        bars={bars ?? []}
        busy={busy}
        errors={errors}
        referralCode={referralCode}
        notice={constants?.katip_uyari}
        loginHref={routes.login.path}
        onDocumentOpen={(document) => {
          setDialogWanted(true);
          setReading(document);
        }}
        onSubmit={(values) => void run(values)}
      />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ConsentDialog document={reading} onClose={() => setReading(null)} />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}
