import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client.ts';
import { bindOutcomes } from '../../../lib/outcomes.ts';
import { pagePerTest, settle } from '../../../lib/test-page.tsx';
import { CalendarFeedSettings } from './calendar-feed-settings.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const URL = 'https://meslektas.test/api/calendar/Xq3vP0c9Lk2mN8rT5wY1zA7bD4eF6gH0jK2lM9nB3cV.ics';

/** The server as the calls see it: one lawyer's feed, made and revoked through the contract. */
const server = vi.hoisted(() => ({
  calls: [] as string[],
  feed: null as { created_at: string } | null,
}));
vi.mock('../../../lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return {
    ...actual,
    callApi: vi.fn(async (spec: { path: string; method: string }) => {
      server.calls.push(`${spec.method} ${spec.path}`);
      if (spec.method === 'POST') {
        server.feed = { created_at: '2026-03-10T09:00:00.000Z' };
        return { status: 'true', message: 'Oluşturuldu.', data: { ...server.feed, url: URL } };
      }
      if (spec.method === 'DELETE') {
        server.feed = null;
        return { status: 'true', message: 'İptal edildi.' };
      }
      return { data: server.feed };
    }),
  };
});

const page = pagePerTest();
beforeEach(() => {
  server.calls.length = 0;
  server.feed = null;
  bindOutcomes({ notify: () => undefined });
});

const render = async () => {
  page.render(<CalendarFeedSettings />);
  await settle();
  await settle();
};

/** Clicks the last button with this text anywhere on the page (a dialog's comes after the section's). */
const click = async (name: string) => {
  const button = [...document.querySelectorAll('button')].filter((b) => b.textContent === name).pop();
  expect(button, name).toBeDefined();
  act(() => button?.click());
  await settle();
  await settle();
};

const address = () => document.querySelector<HTMLInputElement>('[data-slot="calendar-feed-url"]');

describe('the calendar settings', () => {
  it('shows the address a create answers on this page only, then the feed without it', async () => {
    await render();
    await click('Takvim bağlantısı oluştur');
    expect(server.calls).toEqual(['GET /calendar/feed', 'POST /calendar/feed']);
    expect(address()?.value).toBe(URL);

    // Another visit: the server keeps only a hash, so the page says the feed is active.
    page.remount();
    await render();
    expect(address()).toBeNull();
    expect(page.host.textContent).toContain('Takvim bağlantınız etkin (oluşturulma: 10.03.2026).');
  });

  it('revokes after the confirmation and offers a new one', async () => {
    server.feed = { created_at: '2026-03-10T09:00:00.000Z' };
    await render();
    await click('İptal et');
    expect(server.calls).not.toContain('DELETE /calendar/feed');
    await click('İptal et');
    expect(server.calls).toContain('DELETE /calendar/feed');
    expect(page.host.textContent).toContain('Takvim bağlantısı oluştur');
  });
});
