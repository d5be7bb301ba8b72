import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client.ts';
import { bindOutcomes } from '../../../lib/outcomes.ts';
import { ReminderSettingsSection } from './reminder-settings-section.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const server = vi.hoisted(() => ({
  calls: [] as { path: string; method: string; input: unknown }[],
  stored: { push: 1, sms: 1 } as { push: number; sms: number },
}));
vi.mock('../../../lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return {
    ...actual,
    callApi: vi.fn(
      async (spec: { path: string; method: string }, input?: { body?: typeof server.stored }) => {
        server.calls.push({ path: spec.path, method: spec.method, input });
        if (spec.method === 'PUT' && input?.body) server.stored = { ...input.body };
        return spec.method === 'PUT'
          ? { status: 'true', message: 'Hatırlatma ayarlarınız kaydedildi.', data: server.stored }
          : { data: server.stored };
      },
    ),
  };
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let host: HTMLDivElement;
let unmount = () => {};
beforeEach(() => {
  server.calls.length = 0;
  server.stored = { push: 1, sms: 1 };
  bindOutcomes({ notify: () => undefined });
});
afterEach(() => {
  act(() => unmount());
  host.remove();
});

/** The section in a fresh SWR cache, on a host of its own. */
function mount() {
  host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  unmount = () => root.unmount();
  act(() =>
    root.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ReminderSettingsSection />
      </SWRConfig>,
    ),
  );
}

const toggle = (name: string) => {
  const label = [...host.querySelectorAll('label')].find((l) => l.textContent === name);
  return host.querySelector<HTMLButtonElement>(`#${CSS.escape(label?.htmlFor ?? '')}`);
};

describe('the reminder switches', () => {
  it('reads the lawyer’s channels and saves a turned switch with the other as it was', async () => {
    mount();
    await settle();
    expect(toggle('SMS ile hatırlat')?.getAttribute('aria-checked')).toBe('true');
    await act(async () => toggle('SMS ile hatırlat')?.click());
    await settle();
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /settings/reminders',
      'PUT /settings/reminders',
    ]);
    expect(server.calls[1]?.input).toEqual({ body: { push: 1, sms: 0 } });
    expect(toggle('SMS ile hatırlat')?.getAttribute('aria-checked')).toBe('false');
    expect(toggle('Anlık bildirim ile hatırlat')?.getAttribute('aria-checked')).toBe('true');
  });
});
