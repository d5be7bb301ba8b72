import { mapApiSuccess, routes } from '@meslektas/domain';
import { AuthLayout, LoginForm, type LoginFormValues } from '@meslektas/ui';
import { useAction } from '../../../hooks/use-action.ts';
import { setToken } from '../../../lib/auth-token.ts';
import { perform } from '../../../lib/outcomes.ts';
import { login } from '../api/login.ts';

export default function LoginPage() {
  // A refused login names its field (422) under it, and its toast is shown too.
  const { run, busy, errors } = useAction(async ({ telephone, password }: LoginFormValues) => {
    const answer = await login({ telephone: telephone.replace(/[^\d]/g, ''), password });
    setToken(answer.token);
    perform(mapApiSuccess('auth.login', answer));
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
