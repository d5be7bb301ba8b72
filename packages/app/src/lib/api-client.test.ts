import { api } from '@meslektas/domain/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, callDownload, callKey } from './api-client.ts';
import { setToken } from './auth-token.ts';

type Call = { url: URL; method: string; headers: Headers; body: unknown };

function stubFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('api client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('given a stored token / sends it as a Bearer header with a fresh v parameter on every call', async () => {
    setToken('abc123');
    const calls = stubFetch(200, { data: [] });
    await callApi(api.lists.archive, { query: { type: 'completed' } });
    await callApi(api.lists.archive, { query: {} });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer abc123');
    expect(calls[0]?.url.pathname).toBe('/api/mission/archive');
    expect(calls[0]?.url.searchParams.get('type')).toBe('completed');
    const v1 = calls[0]?.url.searchParams.get('v');
    const v2 = calls[1]?.url.searchParams.get('v');
    expect(v1).toMatch(/^[a-z0-9]+$/);
    expect(v2).not.toBe(v1);
  });

  it('without a token / sends no Authorization header', async () => {
    const calls = stubFetch(200, {});
    await callApi(api.reference.constants);
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('calls an endpoint with its method, its path filled from the params, its query and its body', async () => {
    const calls = stubFetch(200, { status: 'true', message: 'Kaydedildi.', data: {} });
    await callApi(api.shortDescriptions.update, {
      params: { id: 12 },
      body: { description: 'Duruşmaya katılım' },
    });
    await callApi(api.lists.created, { query: { page: 2, limit: 5 } });
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { description: 'Duruşmaya katılım' } });
    expect(calls[0]?.url.pathname).toBe('/api/shortdescriptions/12');
    expect(calls[1]?.method).toBe('GET');
    expect(calls[1]?.body).toBeUndefined();
    expect(calls[1]?.url.pathname).toBe('/api/mission/created');
    expect(Object.fromEntries(calls[1]?.url.searchParams ?? [])).toEqual({
      page: '2',
      limit: '5',
      v: expect.stringMatching(/^[a-z0-9]+$/),
    });
  });

  it('sends the headers a call declares (the payout idempotency key) next to the token', async () => {
    setToken('abc123');
    const calls = stubFetch(200, {});
    await callApi(api.partnership.requestPayout, {
      body: { name: 'Av. Burak Şahin', bank_name: 'Akbank', iban: 'TR850001000000000012345678', price: 150 },
      headers: { 'idempotency-key': 'odeme-0123456789' },
    });
    expect(calls[0]?.headers.get('idempotency-key')).toBe('odeme-0123456789');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer abc123');
  });

  it('keys a read by its filled path, its query and its body', () => {
    expect(callKey(api.auth.getData)).toEqual(['/auth/getData', '']);
    expect(callKey(api.lists.created, { query: { page: 1, limit: 10 } })).toEqual([
      '/mission/created',
      '{"query":{"page":1,"limit":10}}',
    ]);
    // POST reads differ only by their body.
    expect(callKey(api.reference.courthouses, { body: { baro_id: 3 } })).not.toEqual(
      callKey(api.reference.courthouses, { body: { baro_id: 4 } }),
    );
  });

  it('when the server answers 401 / the failure drops the token and goes to login with the logout flag', async () => {
    stubFetch(401, { message: 'Oturumunuz sona erdi.' });
    const error = await callApi(api.auth.getData).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).outcome).toMatchObject({ dropToken: true, redirect: '/login?logout=1' });
  });

  it('when an apply fails / the outcome is the Pro page, whatever the status', async () => {
    stubFetch(422, { message: 'Bu göreve zaten başvurdunuz.' });
    const error = (await callApi(
      api.missions.confirm,
      { body: { mission_id: 7, message_id: 0 } },
      { call: 'mission.confirm' },
    ).catch((e: unknown) => e)) as ApiError;
    expect(error.outcome.redirect).toBe('/premium-uyelik');
  });

  it('when a form is refused with 422 / the messages are joined with commas into one error toast', async () => {
    stubFetch(422, {
      message: 'Girilen bilgiler geçersiz.',
      errors: { a: ['Birinci hata'], b: ['İkinci hata'] },
    });
    const error = (await callApi(api.auth.smsVerify, { body: { code: '123456' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.outcome.toast).toEqual({ kind: 'error', text: 'Birinci hata, İkinci hata' });
  });

  it('when a quiet call fails / no toast is shown but leaving on 401 still happens', async () => {
    stubFetch(500, { message: 'Beklenmeyen bir hata oluştu.' });
    const quiet = (await callApi(api.reference.webPopup, {}, { quiet: true }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(quiet.outcome.toast).toBeUndefined();
    stubFetch(401, {});
    const leaving = (await callApi(api.reference.webPopup, {}, { quiet: true }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(leaving.outcome.redirect).toBe('/login?logout=1');
  });

  it('given a file call / asks for its media type with the token and gives the bytes and the server’s name', async () => {
    setToken('abc123');
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init));
        return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="meslektas-verilerim-2026-03-15.zip"',
          },
        });
      }),
    );
    const file = await callDownload(api.kvkk.exportData);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer abc123');
    expect(requests[0]?.headers.get('accept')).toBe('application/zip');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/user/kvkk/export');
    expect(file.filename).toBe('meslektas-verilerim-2026-03-15.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
  });

  it('when a file call is refused / its JSON message is mapped like any answer (429 toast)', async () => {
    stubFetch(429, { message: 'Verilerinizi az önce indirdiniz. Lütfen 1 dakika sonra tekrar deneyiniz.' });
    const error = (await callDownload(api.kvkk.exportData).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
    expect(error.outcome.toast).toEqual({
      kind: 'error',
      text: 'Verilerinizi az önce indirdiniz. Lütfen 1 dakika sonra tekrar deneyiniz.',
    });
  });
});
