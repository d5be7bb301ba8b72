import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-token.ts';
import { bindOutcomes, type Toast } from '../../../lib/outcomes.ts';
import LoginPage from './login-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../api/login.ts', () => ({ login: api.login }));

const wrong = 'Telefon numarası veya şifre hatalı.';

function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    ),
  );
  const field = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  /** React tracks a field's value itself, so the native setter is used before the event. */
  const type = (name: string, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field(name), value);
      field(name).dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () => act(async () => host.querySelector('form')!.requestSubmit());
  return { host, field, type, submit, unmount: () => act(() => root.unmount()) };
}

describe('LoginPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('sends the telephone as digits only and keeps the token', async () => {
    const visited: string[] = [];
    bindOutcomes({ notify: () => {}, navigate: (to) => visited.push(to) });
    api.login.mockResolvedValueOnce({ token: 'abc', message: 'Başarılı giriş yaptınız.' });
    const view = mount();
    view.type('telephone', '0555 000 00 01');
    view.type('password', 'Demo.1234');
    await view.submit();
    expect(api.login).toHaveBeenCalledWith({ telephone: '05550000001', password: 'Demo.1234' });
    expect(getToken()).toBe('abc');
    view.unmount();
  });

  it('when the login is refused / shows the message under its field and as a toast', async () => {
    const shown: Toast[] = [];
    bindOutcomes({ notify: (t) => shown.push(t) });
    api.login.mockRejectedValueOnce(
      new ApiError(
        422,
        { message: wrong },
        { toast: { kind: 'error', text: wrong }, fieldErrors: { password: [wrong] } },
      ),
    );
    const view = mount();
    view.type('telephone', '05550000003');
    view.type('password', 'Yanlis.1234');
    await view.submit();
    expect(shown).toEqual([{ kind: 'error', text: wrong }]);
    expect(view.field('password').getAttribute('aria-invalid')).toBe('true');
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe(wrong);
    // The typed telephone stays for the next try.
    expect(view.field('telephone').value).toBe('05550000003');
    view.unmount();
  });

  it('links to registration and to the password reset', () => {
    const view = mount();
    const links = [...view.host.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Kayıt Olun', '/kayit'],
        ['Şifremi Unuttum', '/sifremi-unuttum'],
      ]),
    );
    view.unmount();
  });
});
