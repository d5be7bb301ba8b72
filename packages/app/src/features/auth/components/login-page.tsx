import { Button } from '@meslektas/ui';
import { useState, type FormEvent } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { setToken } from '../../../lib/auth-token.ts';
import { perform } from '../../../lib/outcomes.ts';
import { mapApiSuccess } from '@meslektas/domain';
import { login } from '../api/login.ts';
import { Field } from '../../../components/field.tsx';

export default function LoginPage() {
  const [telephone, setTelephone] = useState('');
  const [password, setPassword] = useState('');
  const { run, busy } = useAction(async () => {
    const answer = await login({ telephone: telephone.replace(/[^\d]/g, ''), password });
    setToken(answer.token);
    perform(mapApiSuccess('auth.login', answer));
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <form
        onSubmit={submit}
        className="w-full max-w-sm space-y-4 rounded-[var(--radius-card)] bg-surface p-6 shadow"
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className="text-2xl font-semibold text-brand-700">
          Giriş Yap
        </h1>
        <Field
          label="Telefon"
          name="telephone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="05XX XXX XX XX"
          value={telephone}
          onChange={(e) => setTelephone(e.target.value)}
          required
        />
        <Field
          label="Şifre"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" className="w-full" busy={busy}>
          Giriş Yap
        </Button>
      </form>
    </main>
  );
}
