import { mapApiSuccess, routes } from '@meslektas/domain';
import { AuthLayout, LoginForm, type LoginFormErrors, type LoginFormValues } from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/auth-token.ts';
import { perform } from '../../../lib/outcomes.ts';
import { login } from '../api/login.ts';

export default function LoginPage() {
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const { run, busy } = useAction(async ({ telephone, password }: LoginFormValues) => {
    setErrors({});
    try {
      const answer = await login({ telephone: telephone.replace(/[^\d]/g, ''), password });
      setToken(answer.token);
      perform(mapApiSuccess('auth.login', answer));
    } catch (error) {
      // A refused login names its field (422); useAction still shows the outcome's toast.
      const fields = error instanceof ApiError ? error.outcome.fieldErrors : undefined;
      setErrors({ telephone: fields?.telephone?.[0], password: fields?.password?.[0] });
      throw error;
    }
  });
  return (
    <AuthLayout>
      <LoginForm
        busy={busy}
        errors={errors}
        registerHref={routes.register.path}
        forgotPasswordHref={routes['forgot-password'].path}
        onSubmit={(values) => void run(values)}
      />
    </AuthLayout>
  );
}
