import { routes, type ResetPasswordPayload } from '@meslektas/domain';
import { AuthLayout, ForgotPasswordForm, type ForgotPasswordStep } from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { perform } from '../../../lib/outcomes.ts';
import { requestResetCode, resetPassword } from '../api/password-reset.ts';

/** /sifremi-unuttum: the number, a code by SMS, then the code and a new password. */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<ForgotPasswordStep>('phone');
  const [telephone, setTelephone] = useState('');
  const [notice, setNotice] = useState<string>();

  const send = useAction(async (number: string) => {
    const answer = await requestResetCode({ telephone: number });
    setNotice(answer.message);
    setStep('reset');
  });
  const change = useAction(
    async (values: ResetPasswordPayload) => {
      const answer = await resetPassword(values);
      perform({ redirect: routes.login.path });
      return answer;
    },
    { toast: true },
  );

  return (
    <AuthLayout>
      <ForgotPasswordForm
        step={step}
        telephone={telephone}
        onTelephoneChange={setTelephone}
        onRequestCode={(number) => void send.run(number)}
        onReset={(values) => void change.run(values)}
        onBack={() => {
          change.reset();
          setStep('phone');
        }}
        busy={send.busy || change.busy}
        errors={step === 'phone' ? send.errors : change.errors}
        notice={notice}
        loginHref={routes.login.path}
      />
    </AuthLayout>
  );
}
