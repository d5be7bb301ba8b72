import { describe, expect, it } from 'vitest';
import { api as declared } from './calls/index.ts';
import { type ClientApi, api } from './client.ts';
import { clientEntry } from './client-entry.ts';
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
    // The areas are module namespaces; compared as the plain data they hold.
    expect(JSON.parse(JSON.stringify(api))).toEqual(expected);
  });

  it('types every call as its declaration says', () => {
    // A generated module out of step with the declarations fails to compile here.
    const typed: ClientApi = api;
    expect(typed.auth.login.method).toBe('POST');
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
