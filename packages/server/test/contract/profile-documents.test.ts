import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();

const calls = api.profileDocuments;

describe('contract: the lawyer’s documents', () => {
  it('api.profileDocuments.myAuthorityDocument answers the lawyer’s own document and its flags', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(ctx.app, calls.myAuthorityDocument, {}, me.token);
    expect(body.data).toMatchObject({
      id: me.user.id,
      tc: '',
      sicil: '',
      changableTc: true,
      existsBelge: false,
    });
    expect(body.data.baroName).toBe('İstanbul Barosu');
    expect((await callEndpoint(ctx.app, calls.myAuthorityDocument, {})).status).toBe(401);
  });

  it('api.profileDocuments.saveAuthorityDocument saves it and locks the T.C. number', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(
      ctx.app,
      calls.saveAuthorityDocument,
      {
        body: {
          id: me.user.id,
          name: me.user.name,
          baro_id: me.user.baro_id ?? 0,
          tc: '10000000146',
          sicil: '12345',
          consent: 1,
        },
      },
      me.token,
    );
    expect(body.message).toBe('Yetki belgeniz kaydedildi.');
    expect(body.data).toMatchObject({
      tc: '10000000146',
      sicil: '12345',
      existsBelge: true,
      changableTc: false,
    });
  });

  it('api.profileDocuments.removeAuthorityDocument removes one’s own document', async () => {
    const me = await signedInUser(ctx.app, { tc: '10000000214', sicil: '777' });
    const body = await expectOk(
      ctx.app,
      calls.removeAuthorityDocument,
      { params: { id: me.user.id } },
      me.token,
    );
    expect(body.message).toBe('Yetki belgeniz kaldırıldı.');
    expect(body.data).toMatchObject({ existsBelge: false, sicil: '' });
  });

  it('api.profileDocuments.cities answers the 81 provinces with plate codes', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(ctx.app, calls.cities, {}, me.token);
    expect(body.data).toHaveLength(81);
    expect(body.data).toContainEqual({ il_no: 55, isim: 'Samsun' });
  });

  it('api.profileDocuments.districts answers a province’s districts; an unknown one is 404', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(ctx.app, calls.districts, { params: { cityId: 55 } }, me.token);
    expect(body.data.map((d) => d.isim)).toContain('Atakum');
    const res = await callEndpoint(ctx.app, calls.districts, { params: { cityId: 999 } }, me.token);
    expect(res.status).toBe(404);
  });

  it('api.profileDocuments.invoiceDetails answers null city and district until one is chosen', async () => {
    const me = await signedInUser(ctx.app);
    const body = await expectOk(ctx.app, calls.invoiceDetails, {}, me.token);
    expect(body.data).toEqual({ city: null, district: null });
  });

  it('api.profileDocuments.updateInvoice stores the district and answers it with its province', async () => {
    const me = await signedInUser(ctx.app);
    const districts = await expectOk(ctx.app, calls.districts, { params: { cityId: 55 } }, me.token);
    const atakum = districts.data.find((d) => d.isim === 'Atakum');
    expect(atakum).toBeDefined();
    const body = await expectOk(
      ctx.app,
      calls.updateInvoice,
      { body: { district_id: atakum?.ilce_no ?? 0 } },
      me.token,
    );
    expect(body.data).toEqual({ city: { il_no: 55, isim: 'Samsun' }, district: atakum });
    const again = await expectOk(ctx.app, calls.invoiceDetails, {}, me.token);
    expect(again.data).toEqual(body.data);
  });
});
