import { routes, successToast, type ResetPasswordPayload } from '@meslektas/domain';
import {
  AuthLayout,
  ForgotPasswordForm,
  type ForgotPasswordErrors,
  type ForgotPasswordStep,
} from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { requestResetCode, resetPassword } from '../api/password-reset.ts';

function firstOfEach(error: unknown): ForgotPasswordErrors {
  const fields = error instanceof ApiError ? error.outcome.fieldErrors : undefined;
  return fields ? Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0]])) : {};
}

/** /sifremi-unuttum: the number, a code by SMS, then the code and a new password. */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<ForgotPasswordStep>('phone');
  const [telephone, setTelephone] = useState('');
  const [notice, setNotice] = useState<string>();
  const [errors, setErrors] = useState<ForgotPasswordErrors>({});

  const send = useAction(async (number: string) => {
    setErrors({});
    try {
      const answer = await requestResetCode({ telephone: number });
      setNotice(answer.message);
      setStep('reset');
    } catch (error) {
      setErrors(firstOfEach(error));
      throw error;
    }
  });
  const change = useAction(async (values: ResetPasswordPayload) => {
    setErrors({});
    try {
      const answer = await resetPassword(values);
      perform({ toast: successToast(answer.message), redirect: routes.login.path });
    } catch (error) {
      setErrors(firstOfEach(error));
      throw error;
    }
  });

  return (
    <AuthLayout>
      <ForgotPasswordForm
        step={step}
        telephone={telephone}
        onTelephoneChange={setTelephone}
        onRequestCode={(number) => void send.run(number)}
        onReset={(values) => void change.run(values)}
        onBack={() => {
          setErrors({});
          setStep('phone');
        }}
        busy={send.busy || change.busy}
        errors={errors}
        notice={notice}
        loginHref={routes.login.path}
      />
    </AuthLayout>
  );
}
