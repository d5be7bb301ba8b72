import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from './auth-token.ts';
import { bindOutcomes, perform, type Toast } from './outcomes.ts';

describe('outcomes', () => {
  const shown: Toast[] = [];
  const visited: string[] = [];
  beforeEach(() => {
    shown.length = 0;
    visited.length = 0;
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('given the toaster is not loaded yet / keeps toasts and asks for it, then shows them in order', () => {
    const requested = vi.fn();
    bindOutcomes({ requestToaster: requested });
    perform({ toast: { kind: 'error', text: 'Birinci' } });
    perform({ toast: { kind: 'success', text: 'İkinci' } });
    expect(requested).toHaveBeenCalled();
    bindOutcomes({ notify: (t) => shown.push(t) });
    expect(shown.map((t) => t.text)).toEqual(['Birinci', 'İkinci']);
  });

  it('drops the token, shows the toast and redirects after the delay the outcome asks for', () => {
    bindOutcomes({ notify: (t) => shown.push(t), navigate: (to) => visited.push(to) });
    setToken('t');
    perform({
      dropToken: true,
      toast: { kind: 'success', text: 'Başarılı giriş yaptınız.' },
      redirect: '/',
      redirectDelayMs: 500,
    });
    expect(getToken()).toBeNull();
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(visited).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(visited).toEqual(['/']);
  });

  it('shows every extra toast after the first', () => {
    bindOutcomes({ notify: (t) => shown.push(t) });
    perform({ toast: { kind: 'error', text: 'A' }, extraToasts: [{ kind: 'error', text: 'B' }] });
    expect(shown.map((t) => t.text)).toEqual(['A', 'B']);
  });
});
