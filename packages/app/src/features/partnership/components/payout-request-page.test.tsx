import { mapApiError, payoutAccountMessages } from '@meslektas/domain';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { bindOutcomes } from '../../../lib/outcomes.ts';
import { pagePerTest, settle } from '../../../lib/test-page.tsx';
import PayoutRequestPage from './payout-request-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ZIRAAT = 'TR850001000000000012345678';
const AKBANK = 'TR330006100519786457841326';

/** The server as the page's calls see it: one lawyer's payout account and his payout requests. */
const server = vi.hoisted(() => ({
  account: null as { name: string; iban: string; updated_at: string } | null,
  fromPayout: null as { name: string; iban: string } | null,
  sent: [] as unknown[],
  /** When set, the account's answer waits for it. */
  accountHeld: null as Promise<void> | null,
  refuse: null as null | ((status: number, body: unknown) => Error),
}));
vi.mock('../../../lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return {
    ...actual,
    callApi: vi.fn(async (spec: { path: string; method: string }, input?: { body?: unknown }) => {
      if (spec.path === '/partnership/payments') return { data: { data: [] } };
      if (spec.path !== '/partnership/payout-account') throw new Error(`unexpected ${spec.path}`);
      if (spec.method === 'GET') await server.accountHeld;
      if (spec.method === 'GET')
        return { data: server.account, from_payout: server.fromPayout, tc_needed: false };
      server.sent.push(input?.body);
      if (server.refuse) throw server.refuse(502, { message: payoutAccountMessages.providerRefused });
      server.account = {
        ...(input?.body as { name: string; iban: string }),
        updated_at: '2026-11-28T10:00:00Z',
      };
      return {
        message: payoutAccountMessages.saved,
        data: server.account,
        from_payout: null,
        tc_needed: false,
      };
    }),
  };
});
vi.mock('../../../hooks/use-current-user.ts', () => ({
  useCurrentUser: () => ({ data: { name: 'Av. Burak Şahin', cash: 320 }, mutate: vi.fn() }),
}));

const page = pagePerTest();
beforeEach(() => {
  server.account = null;
  server.fromPayout = null;
  server.sent.length = 0;
  server.accountHeld = null;
  server.refuse = null;
  bindOutcomes({ notify: () => undefined });
});

const render = async () => {
  page.render(<PayoutRequestPage />);
  for (let i = 0; i < 3; i++) await settle();
};
const form = (slot: string) => document.querySelector<HTMLFormElement>(`[data-slot="${slot}"]`)!;
const field = (slot: string, name: string) =>
  form(slot).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const send = async (slot: string) => {
  act(() => form(slot).requestSubmit());
  for (let i = 0; i < 5; i++) await settle();
};

describe('the payout page', () => {
  it('given a saved account / both forms start from it', async () => {
    server.account = { name: 'Burak Şahin', iban: ZIRAAT, updated_at: '2026-11-20T09:00:00Z' };
    await render();
    expect(field('payout-account-form', 'iban').value).toBe('TR85 0001 0000 0000 0012 3456 78');
    expect(field('payout-form', 'iban').value).toBe('TR85 0001 0000 0000 0012 3456 78');
    expect(field('payout-form', 'bank_name').value).toBe('T.C. Ziraat Bankası');
  });

  it("given no account but a payout request / both forms start from that request's account, and the page says he is paid there", async () => {
    server.fromPayout = { name: 'Burak Şahin', iban: AKBANK };
    await render();
    expect(field('payout-account-form', 'iban').value).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(field('payout-form', 'iban').value).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(form('payout-account-form').querySelector('[role="note"]')?.textContent).toContain(
      'son ödeme talebinizdeki bu hesaba',
    );
  });

  it('given the account not yet answered / one placeholder stands for the forms and the list, which arrive together', async () => {
    let answer = () => undefined as void;
    server.accountHeld = new Promise((resolve) => (answer = resolve));
    await render();
    // Drawn before the forms, the list would be pushed down the screen when they arrive.
    expect(document.querySelector('[data-slot="payout-list"]')).toBeNull();
    expect(document.querySelector('[data-slot="skeleton-list"]')).not.toBeNull();
    answer();
    for (let i = 0; i < 3; i++) await settle();
    expect(document.querySelector('[data-slot="skeleton-list"]')).toBeNull();
    expect(form('payout-account-form')).not.toBeNull();
    expect(document.querySelector('[data-slot="payout-list"]')).not.toBeNull();
  });

  it('given no account / saving one sends it and the payout form starts from it', async () => {
    await render();
    expect(field('payout-account-form', 'name').value).toBe('Burak Şahin');
    expect(field('payout-form', 'iban').value).toBe('');
    await type(field('payout-account-form', 'iban'), 'TR33 0006 1005 1978 6457 8413 26');
    await send('payout-account-form');
    // The form's request schema loads on the first submit.
    await vi.waitFor(() => expect(server.sent).toEqual([{ name: 'Burak Şahin', iban: AKBANK }]));
    await vi.waitFor(() =>
      expect(field('payout-form', 'iban').value).toBe('TR33 0006 1005 1978 6457 8413 26'),
    );
  });

  it('given the payment provider refuses / says so in the form and keeps what was typed', async () => {
    server.refuse = (status, body) => new ApiError(status, body, mapApiError({ status, body }));
    await render();
    await type(field('payout-account-form', 'iban'), AKBANK);
    await send('payout-account-form');
    await vi.waitFor(() =>
      expect(form('payout-account-form').querySelector('[role="alert"]')?.textContent).toBe(
        payoutAccountMessages.providerRefused,
      ),
    );
    expect(field('payout-account-form', 'iban').value).toBe(AKBANK);
    expect(field('payout-form', 'iban').value).toBe('');
  });
});
