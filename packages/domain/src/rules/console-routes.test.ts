import { describe, expect, it } from 'vitest';
import { consolePaths, isConsolePath, roleRedirect } from './console-routes.ts';
import { guardRedirect } from './routes.ts';

const fine = { smsVerify: true, emailVerify: true, ban_message: null, status: true, deleted: false };

describe('console routes', () => {
  it.each([
    ['/yonetim', true],
    ['/yonetim/hesaplar', true],
    ['/Yonetim/denetim-kaydi?page=2', true],
    ['/yonetimler', false],
    ['/', false],
    ['/bekleyen-gorevler', false],
  ])('%s belongs to the console: %s', (path, expected) => {
    expect(isConsolePath(path)).toBe(expected);
  });

  it('sends an operator from any lawyer screen to the console and lets him stay there', () => {
    const operator = { ...fine, role: 'operator' as const };
    expect(roleRedirect(operator, '/')).toBe(consolePaths.dashboard);
    expect(guardRedirect(operator, '/gorev-ver')).toBe(consolePaths.dashboard);
    expect(guardRedirect(operator, '/account-passive')).toBe(consolePaths.dashboard);
    expect(guardRedirect(operator, consolePaths.accounts)).toBeNull();
  });

  it('sends a lawyer, in any state, away from the console; elsewhere the account-state rules decide', () => {
    expect(guardRedirect({ ...fine, role: 'lawyer' }, consolePaths.dashboard)).toBe('/');
    expect(guardRedirect({ ...fine, status: false }, consolePaths.audit)).toBe('/');
    expect(roleRedirect({ role: 'lawyer' }, '/')).toBeUndefined();
    expect(guardRedirect({ ...fine, status: false }, '/')).toBe('/account-passive');
  });
});

describe('a role refusal from the server', () => {
  it('takes an operator to the console and anyone else home', async () => {
    const { mapApiError } = await import('./error-mapping.ts');
    expect(mapApiError({ status: 403, body: { message: 'x', error: 'lawyer_only' } })).toEqual({
      redirect: consolePaths.dashboard,
    });
    expect(mapApiError({ status: 403, body: { message: 'x', error: 'operator_only' } })).toEqual({
      redirect: '/',
    });
  });
});
