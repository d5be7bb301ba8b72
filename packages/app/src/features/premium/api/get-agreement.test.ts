import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAgreement } from './get-agreement.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<object>()),
  callApi,
}));

afterEach(() => callApi.mockReset());

describe('the Pro agreement frame', () => {
  it('asks for the Pro membership agreement page, not the terms of use', async () => {
    const page = { title: 'Pro Üyelik Sözleşmesi', body: '<p>Pro üyelik bir yıl geçerlidir.</p>' };
    callApi.mockResolvedValue({ page });
    await expect(fetchAgreement()).resolves.toEqual(page);
    expect(callApi.mock.calls[0]?.[1]).toEqual({ params: { id: 'pro-uyelik-sozlesmesi' } });
  });
});
