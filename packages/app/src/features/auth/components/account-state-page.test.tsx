import { BANNED_FALLBACK_MESSAGE, type User } from '@meslektas/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type * as Swr from 'swr';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountStatePage, { ACCOUNT_RECHECK_MS } from './account-state-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = vi.hoisted(() => ({
  user: undefined as Partial<User> | undefined,
  constants: undefined as Record<string, string> | undefined,
  sendCode: vi.fn(),
  mutate: vi.fn(),
  logout: vi.fn(),
  listeners: [] as { channel: string | null; event: string; handler: (payload: unknown) => void }[],
}));
vi.mock('swr', async (original) => ({
  ...(await original<typeof Swr>()),
  useSWRConfig: () => ({ mutate: state.mutate }),
}));
vi.mock('../../../lib/use-realtime.ts', () => ({
  usePrivateEvent: (channel: string | null, event: string, handler: (payload: unknown) => void) => {
    state.listeners.push({ channel, event, handler });
  },
}));
vi.mock('../../../hooks/use-current-user.ts', () => ({
  currentUserKey: 'user',
  useCurrentUser: () => ({ data: state.user }),
}));
vi.mock('../../../api/get-constants.ts', () => ({ useConstants: () => ({ data: state.constants }) }));
vi.mock('../../../lib/logout.ts', () => ({ logout: state.logout }));
vi.mock('../api/verify.ts', () => ({ sendCode: state.sendCode, verifyCode: vi.fn() }));

const banInfo = 'Hesabınız kullanım koşullarına aykırılık nedeniyle askıya alınmıştır.';

function mount(path: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <AccountStatePage />
      </MemoryRouter>,
    ),
  );
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the banned page', () => {
  it('shows the ban reason with the text of the constant ban_mesaj_bilgi', () => {
    state.user = { ban_message: 'Görev bedelini platform dışında talep etmek' };
    state.constants = { ban_mesaj_bilgi: banInfo };
    const text = mount('/account-banned').textContent;
    expect(text).toContain('Görev bedelini platform dışında talep etmek');
    expect(text).toContain(banInfo);
    expect(text).not.toContain(BANNED_FALLBACK_MESSAGE);
  });

  it('when the constant is missing / shows the fallback text, and nothing before the constants arrive', () => {
    state.user = { ban_message: 'Kural ihlali' };
    state.constants = undefined;
    expect(mount('/account-banned').textContent).not.toContain(BANNED_FALLBACK_MESSAGE);
    state.constants = {};
    expect(mount('/account-banned').textContent).toContain(BANNED_FALLBACK_MESSAGE);
  });
});

describe('the phone verification page', () => {
  it('masks the phone as a mobile number and sends it with its leading 0', async () => {
    state.user = { smsVerify: false };
    state.sendCode.mockResolvedValueOnce({ status: 'true', message: 'Kod gönderildi.' });
    const host = mount('/sms-verify');
    const input = host.querySelector<HTMLInputElement>('input[type="tel"]')!;
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'SMS Gönder')!;
    const type = (value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('4321234567');
    expect(button.disabled).toBe(true);
    type('05321234567');
    expect(input.value).toBe('(532) 123 45 67');
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(state.sendCode).toHaveBeenCalledWith('sms', '05321234567');
  });
});

describe('the passive page', () => {
  afterEach(() => {
    vi.useRealTimers();
    state.mutate.mockReset();
    state.listeners = [];
  });

  it('when the approval event arrives on his channel / re-reads the account at once', () => {
    state.user = { id: 41, smsVerify: true, emailVerify: true, status: false };
    const host = mount('/account-passive');
    expect(host.textContent).toContain('Hesabınız onay bekliyor.');
    const listener = state.listeners.findLast((l) => l.event === 'account-approved');
    expect(listener?.channel).toBe('user.41');
    expect(state.mutate).not.toHaveBeenCalled();
    act(() => listener?.handler({ status: true }));
    expect(state.mutate).toHaveBeenCalledWith('user');
  });

  it('shows the product, the support address and a sign-out that ends the session', async () => {
    state.user = { id: 41, smsVerify: true, emailVerify: true, status: false };
    state.logout.mockResolvedValueOnce(undefined);
    const host = mount('/account-passive');
    expect(host.querySelector('[data-slot="brand-mark"]')?.textContent).toBe('Meslektaş');
    expect(host.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe(
      'mailto:destek@meslektas.com.tr',
    );
    const signOut = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Çıkış Yap')!;
    await act(async () => signOut.click());
    expect(state.logout).toHaveBeenCalledOnce();
  });

  it('without any event / re-reads the account every ACCOUNT_RECHECK_MS', () => {
    vi.useFakeTimers();
    state.user = { id: 41, smsVerify: true, emailVerify: true, status: false };
    mount('/account-passive');
    act(() => vi.advanceTimersByTime(ACCOUNT_RECHECK_MS - 1));
    expect(state.mutate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(state.mutate).toHaveBeenCalledWith('user');
  });
});

describe('the e-mail verification page', () => {
  it('offers the e-mail on the account at step one', () => {
    state.user = {
      id: 5,
      smsVerify: true,
      emailVerify: false,
      email: 'ayse@example.com',
      telephone: '05321234567',
    };
    const host = mount('/email-verify');
    expect(host.querySelector<HTMLInputElement>('input[type="email"]')?.value).toBe('ayse@example.com');
  });
});
