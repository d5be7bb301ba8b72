import { MissionStatus, api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { insertMission } from '../helpers/missions.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';
import { findRow } from '../helpers/rows.ts';

const ctx = testAppSuite();

const calls = api.profileDocuments;
let serial = 100_000_000 + Math.floor(Math.random() * 800_000_000);
/** A valid T.C. number (check digits computed) no other test uses. */
function freshTc(): string {
  serial += 1;
  const d = [...String(serial)].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const tenth =
    ((((at(0) + at(2) + at(4) + at(6) + at(8)) * 7 - (at(1) + at(3) + at(5) + at(7))) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${serial}${tenth}${eleventh}`;
}

async function save(token: string, body: Record<string, unknown>) {
  return callEndpoint(ctx.app, calls.saveAuthorityDocument, { body: body as never }, token);
}

/** Removes the document of the lawyer `id` as the caller. */
function remove(token: string, id: number) {
  return callEndpoint(ctx.app, calls.removeAuthorityDocument, { params: { id } }, token);
}

/** The document of `lawyerId`, as the task owner reads it. */
function ownerReads(token: string, lawyerId: number) {
  return callEndpoint(ctx.app, api.missions.authorityDocument, { params: { id: lawyerId } }, token);
}

const base = (user: { id: number; name: string; baro_id: number | null }) => ({
  id: user.id,
  name: user.name,
  baro_id: user.baro_id,
  sicil: '4455',
});

describe('the authority document', () => {
  it('cannot be saved for the first time without the consent box', async () => {
    const me = await signedInUser(ctx.app);
    const res = await save(me.token, { ...base(me.user), tc: '10000000146' });
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({
      errors: { consent: ['Onay kutusunu işaretlemeden formu kaydedemezsiniz!'] },
    });
  });

  it('needs no consent once a document exists', async () => {
    const tc = freshTc();
    const me = await signedInUser(ctx.app, { tc, sicil: '1' });
    const res = await save(me.token, { ...base(me.user), tc, sicil: '2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { sicil: '2', existsBelge: true } });
  });

  it('refuses a T.C. number whose check digits are wrong', async () => {
    const me = await signedInUser(ctx.app);
    const res = await save(me.token, { ...base(me.user), tc: '10000000147', consent: 1 });
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { tc: ['Geçerli bir T.C. kimlik numarası giriniz.'] } });
  });

  it('locks the T.C. number at the first save: a different one is refused after, the same one passes', async () => {
    const me = await signedInUser(ctx.app);
    const tc = freshTc();
    expect((await save(me.token, { ...base(me.user), tc, consent: 1 })).status).toBe(200);
    const doc = await expectOk(ctx.app, calls.myAuthorityDocument, {}, me.token);
    expect(doc.data.changableTc).toBe(false);
    const changed = await save(me.token, { ...base(me.user), tc: freshTc() });
    expect(changed.status).toBe(422);
    expect(changed.raw).toMatchObject({
      errors: { tc: ['T.C. kimlik numaranız kilitlendiği için değiştirilemez.'] },
    });
    expect((await save(me.token, { ...base(me.user), tc, sicil: '9' })).status).toBe(200);
  });

  it('keeps the lock after the document is removed, and asks for consent again', async () => {
    const tc = freshTc();
    const me = await signedInUser(ctx.app, {
      tc,
      sicil: '5',
      tc_locked_at: '2026-01-01T00:00:00.000Z',
    });
    await expectOk(ctx.app, calls.removeAuthorityDocument, { params: { id: me.user.id } }, me.token);
    const doc = await expectOk(ctx.app, calls.myAuthorityDocument, {}, me.token);
    expect(doc.data).toMatchObject({ tc, existsBelge: false, changableTc: false });
    const noConsent = await save(me.token, { ...base(me.user), tc });
    expect(noConsent.raw).toMatchObject({ errors: { consent: expect.any(Array) } });
  });

  it('refuses a T.C. number another account holds', async () => {
    const tc = freshTc();
    const other = await signedInUser(ctx.app, { tc });
    expect(other.user.tc).toBe(tc);
    const me = await signedInUser(ctx.app);
    const res = await save(me.token, { ...base(me.user), tc, consent: 1 });
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { tc: ['Bu T.C. kimlik numarası başka bir hesapta kayıtlı.'] } });
  });

  it('is only one’s own: another lawyer’s id is 404 on save and on remove, and his document stays', async () => {
    const other = await signedInUser(ctx.app, { sicil: '321' });
    const me = await signedInUser(ctx.app);
    const saved = await save(me.token, {
      ...base(me.user),
      id: other.user.id,
      tc: '10000000146',
      consent: 1,
    });
    expect(saved.status).toBe(404);
    const removed = await remove(me.token, other.user.id);
    expect(removed.status).toBe(404);
    expect(removed.raw).toMatchObject({ message: 'Yetki belgesi bulunamadı.' });
    const row = await findRow(ctx.app, 'users', { id: other.user.id }, ['sicil']);
    expect(row?.sicil).toBe('321');
  });

  it('removing a document that does not exist is 404', async () => {
    const me = await signedInUser(ctx.app);
    const res = await remove(me.token, me.user.id);
    expect(res.status).toBe(404);
  });

  it('is the same document the task owner reads with GET user/yetkibelgesi/{id}', async () => {
    const tc = freshTc();
    const owner = await signedInUser(ctx.app);
    const lawyer = await signedInUser(ctx.app, { tc });
    await insertMission(ctx.app, owner.user, { user_id: lawyer.user.id, status: MissionStatus.assigned });
    const before = await ownerReads(owner.token, lawyer.user.id);
    expect(before.status).toBe(404);
    await expectOk(
      ctx.app,
      calls.saveAuthorityDocument,
      { body: { ...base(lawyer.user), tc, sicil: '8080', consent: 1 } as never },
      lawyer.token,
    );
    const seen = await expectOk(
      ctx.app,
      api.missions.authorityDocument,
      { params: { id: lawyer.user.id } },
      owner.token,
    );
    expect(seen.data).toMatchObject({ tc, sicil: '8080' });
    await expectOk(ctx.app, calls.removeAuthorityDocument, { params: { id: lawyer.user.id } }, lawyer.token);
    const after = await ownerReads(owner.token, lawyer.user.id);
    expect(after.status).toBe(404);
  });
});

describe('the invoice place', () => {
  it('refuses a district that does not exist with the district_id field error', async () => {
    const me = await signedInUser(ctx.app);
    const res = await callEndpoint(
      ctx.app,
      calls.updateInvoice,
      { body: { district_id: 999_999 } },
      me.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { district_id: ['Lütfen ilçe seçiniz.'] } });
  });

  it('is stored per lawyer', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    const districts = await expectOk(ctx.app, calls.districts, { params: { cityId: 55 } }, a.token);
    const first = districts.data[0];
    expect(first).toBeDefined();
    await expectOk(ctx.app, calls.updateInvoice, { body: { district_id: first?.ilce_no ?? 0 } }, a.token);
    expect((await expectOk(ctx.app, calls.invoiceDetails, {}, b.token)).data).toEqual({
      city: null,
      district: null,
    });
    expect((await expectOk(ctx.app, calls.invoiceDetails, {}, a.token)).data.district).toEqual(first);
  });
});
