import {
  type PresenceCountEvent,
  locationErrorMessages,
  presenceRefusalMessages,
  realtimeChannels,
} from '@meslektas/domain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { echoChannels as channels, publishOn } from '../../../lib/fake-echo.ts';
import { bindOutcomes } from '../../../lib/outcomes.ts';
import { pagePerTest, settle } from '../../../lib/test-page.tsx';
import { usePresentCount } from '../api/presence.ts';
import { PresenceSwitch } from './presence-switch.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock(
  '../../../lib/realtime.ts',
  async () => (await import('../../../lib/fake-echo.ts')).fakeRealtimeModule,
);

const server = vi.hoisted(() => ({
  calls: [] as { path: string; method: string; input: unknown }[],
  answer: (_path: string, _method: string, _input: unknown): unknown => ({}),
}));
vi.mock('../../../lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return {
    ...actual,
    callApi: vi.fn(async (spec: { path: string; method: string }, input?: unknown) => {
      server.calls.push({ path: spec.path, method: spec.method, input });
      return server.answer(spec.path, spec.method, input);
    }),
  };
});
vi.mock('../../../api/get-my-courthouses.ts', () => ({
  useMyCourthouses: () => ({
    data: {
      adliyeler: [
        { adliye_id: 3401, name: 'Çağlayan Adliyesi', selected: true },
        { adliye_id: 3402, name: 'Kartal Adliyesi', selected: false },
      ],
    },
  }),
}));

const page = pagePerTest();
beforeEach(() => {
  server.calls.length = 0;
  channels.clear();
  bindOutcomes({ notify: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
const { render } = page;

function Count({ adliyeId }: { adliyeId: number | null }) {
  const present = usePresentCount(adliyeId);
  return <p>{present ? `${present.adliyeId}:${present.count}` : 'yok'}</p>;
}

describe('the create form’s live count', () => {
  it('reads the count, then follows the courthouse’s presence channel', async () => {
    server.answer = (_path, _method, input) => ({
      data: { adliye_id: (input as { query: { adliye_id: number } }).query.adliye_id, count: 2 },
    });
    render(<Count adliyeId={3401} />);
    await settle();
    await settle();
    expect(page.host.textContent).toBe('3401:2');
    const channel = realtimeChannels.courthousePresence(3401);
    expect(channels.get(channel)?.get('.presence-count')?.size).toBe(1);
    const event: PresenceCountEvent = { adliyeId: 3401, count: 5 };
    act(() => publishOn(channel, 'presence-count', event));
    await settle();
    expect(page.host.textContent).toBe('3401:5');
  });

  it('asks nothing while no courthouse is chosen', async () => {
    render(<Count adliyeId={null} />);
    await settle();
    expect(page.host.textContent).toBe('yok');
    expect(server.calls).toEqual([]);
  });
});

function stubGeolocation(result: { coords: { latitude: number; longitude: number } } | { code: number }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: (p: unknown) => void, fail: (e: unknown) => void) =>
        'code' in result ? fail(result) : ok(result),
    },
  });
}

const click = async (name: string) => {
  const button = [...page.host.querySelectorAll('button')].find((b) => b.textContent === name);
  expect(button).toBeDefined();
  act(() => button?.click());
  await settle();
  await settle();
};

describe('"Adliyedeyim" on home and the pending list', () => {
  it.each([
    [1, locationErrorMessages.denied],
    [2, locationErrorMessages.unavailable],
    [3, locationErrorMessages.timeout],
  ])('shows the browser’s location error %i in Turkish, and sends nothing', async (code, message) => {
    server.answer = () => ({ data: null });
    stubGeolocation({ code });
    render(<PresenceSwitch />);
    await settle();
    await click('Adliyedeyim');
    expect(page.host.querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the courthouse and the position, then shows until when, with a way to turn it off', async () => {
    stubGeolocation({ coords: { latitude: 41.07, longitude: 28.98 } });
    server.answer = (_path, method) =>
      method === 'POST'
        ? {
            status: 'true',
            message: 'Tamam',
            data: {
              adliye_id: 3401,
              adliye_name: 'Çağlayan Adliyesi',
              started_at: '2026-03-10T09:00:00.000Z',
              expires_at: '2026-03-10T17:00:00.000Z',
            },
          }
        : method === 'DELETE'
          ? { status: 'true', message: 'Kapatıldı' }
          : { data: null };
    render(<PresenceSwitch />);
    await settle();
    await click('Adliyedeyim');
    expect(server.calls.find((c) => c.method === 'POST')?.input).toEqual({
      body: { adliye_id: 3401, latitude: 41.07, longitude: 28.98 },
    });
    expect(page.host.textContent).toContain('Adliyedesiniz: Çağlayan Adliyesi');
    expect(page.host.textContent).toContain('Bitiş saati: 20:00');
    await click('Kapat');
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(page.host.textContent).toContain('Adliyedeyim');
    expect(page.host.textContent).not.toContain('Adliyedesiniz');
  });

  it('shows the server’s refusal (too far) on the control', async () => {
    stubGeolocation({ coords: { latitude: 40.9, longitude: 29.16 } });
    const message = presenceRefusalMessages.tooFar(19_000, 1500);
    server.answer = (_path, method) => {
      if (method !== 'POST') return { data: null };
      throw new ApiError(422, { message, errors: { latitude: [message] } }, {});
    };
    render(<PresenceSwitch />);
    await settle();
    await click('Adliyedeyim');
    expect(page.host.querySelector('[role="alert"]')?.textContent).toBe(message);
  });
});
