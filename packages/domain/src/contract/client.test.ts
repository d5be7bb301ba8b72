import { describe, expect, it } from 'vitest';
import { api as declared } from './calls/index.ts';
import { api, clientEntry } from './client.ts';
import type { EndpointSpec } from './endpoint.ts';

describe('the client table', () => {
  it('holds every declared call with its method and path, and nothing else (pnpm --filter @meslektas/domain routes)', () => {
    const expected = Object.fromEntries(
      Object.entries(declared).map(([area, calls]) => [
        area,
        Object.fromEntries(
          Object.entries(calls as Record<string, EndpointSpec>).map(([name, spec]) => [
            name,
            clientEntry(spec),
          ]),
        ),
      ]),
    );
    expect(api).toEqual(expected);
  });

  it('keeps what the client acts on: files answered, forms sent', () => {
    expect(api.kvkk.exportData).toEqual({
      method: 'GET',
      path: declared.kvkk.exportData.path,
      produces: 'application/zip',
    });
    expect(api.profile.updateAvatar.multipart).toBe(true);
    expect('body' in api.missions.create).toBe(false);
  });
});
