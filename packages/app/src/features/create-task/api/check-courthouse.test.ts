import { mapApiError } from '@meslektas/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { bindOutcomes, type Toast } from '../../../lib/outcomes.ts';
import { checkCourthouse } from './check-courthouse.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<object>()),
  callApi,
}));

const failure = (status: number, body: unknown) =>
  new ApiError(status, body, mapApiError({ status, body, call: 'mission.checkAdliyeUsers' }));

afterEach(() => callApi.mockReset());

describe('checkCourthouse', () => {
  it('given somebody serves the courthouse / answers null', async () => {
    callApi.mockResolvedValue({ status: 'true', count: 3 });
    await expect(checkCourthouse(3401)).resolves.toBeNull();
    expect(callApi.mock.calls[0]?.[1]).toEqual({ params: { adliyeId: 3401 } });
  });

  it('given nobody serves it / answers the modalMessage for the form and shows nothing else', async () => {
    const toasts: Toast[] = [];
    bindOutcomes({ notify: (t) => toasts.push(t) });
    callApi.mockRejectedValue(failure(422, { message: 'x', modalMessage: 'Kimse yok.' }));
    await expect(checkCourthouse(3404)).resolves.toBe('Kimse yok.');
    expect(toasts).toEqual([]);
  });

  it('given the network fails / shows the general toast and answers null', async () => {
    const toasts: Toast[] = [];
    bindOutcomes({ notify: (t) => toasts.push(t) });
    callApi.mockRejectedValue(failure(0, undefined));
    await expect(checkCourthouse(3404)).resolves.toBeNull();
    expect(toasts).toHaveLength(1);
  });
});
