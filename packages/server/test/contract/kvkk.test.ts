import { KVKK_EXPORT_JSON, api } from '@meslektas/domain';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/contract.ts';
import { DEFAULT_PASSWORD, signedInUser } from '../helpers/users.ts';
import { createUploadsApp } from '../uploads/setup.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createUploadsApp());

describe('contract: KVKK', () => {
  it('api.kvkk.exportData answers the declared media type: a ZIP holding verilerim.json', async () => {
    const me = await signedInUser(ctx.app);
    const spec = api.kvkk.exportData;
    const res = await ctx.app.inject({ method: spec.method, url: `/api${spec.path}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(spec.produces);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meslektas-verilerim-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toEqual([KVKK_EXPORT_JSON]);
  });

  it('api.kvkk.exportData is documented as a binary answer of that media type', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
      >;
    };
    const answer = doc.paths['/api/user/kvkk/export']?.get?.responses['200'];
    expect(answer?.content).toEqual({
      'application/zip': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
    });
  });

  it('api.kvkk.deleteAccount deletes with the password and answers a message', async () => {
    const me = await signedInUser(ctx.app);
    const answer = await expectOk(
      ctx.app,
      api.kvkk.deleteAccount,
      { body: { password: DEFAULT_PASSWORD } },
      me.token,
    );
    expect(answer).toEqual({
      status: 'true',
      message: 'Hesabınız silindi. Kişisel verileriniz silindi veya anonimleştirildi.',
    });
  });
});
