import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import {
  ANADOLU_ADLIYESI_ID,
  ANKARA_BAROSU_ID,
  BAKIRKOY_ADLIYESI_ID,
  CAGLAYAN_ADLIYESI_ID,
  ISTANBUL_BAROSU_ID,
  mainCourthouseId,
} from '../../src/seed/ids.ts';
import { grantBarChangeRight } from '../../src/services/courthouses/courthouses.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { type Lawyer, lifecycleSuite, pendingIds, toldAbout } from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';

const ANKARA_ADLIYESI_ID = mainCourthouseId(ANKARA_BAROSU_ID);

const ctx = lifecycleSuite({ owner: {} });

const calls = api.courthouses;

const createTask = (adliyeId: number, overrides: Record<string, unknown> = {}) =>
  ctx.createdTask(ctx.owner, { adliye_id: adliyeId, ...overrides });

async function servedBy(who: Lawyer): Promise<number[]> {
  const rows = await ctx.app.db
    .selectFrom('user_courthouses')
    .select('adliye_id')
    .where('user_id', '=', who.user.id)
    .orderBy('adliye_id')
    .execute();
  return rows.map((r) => r.adliye_id);
}

describe('user/update/adliye: the courthouses a lawyer serves', () => {
  it('replaces them, and the pending list follows at once', async () => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    const atCaglayan = await createTask(CAGLAYAN_ADLIYESI_ID);
    const atBakirkoy = await createTask(BAKIRKOY_ADLIYESI_ID);
    expect(await pendingIds(ctx.app, me)).toContain(atCaglayan);
    expect(await pendingIds(ctx.app, me)).not.toContain(atBakirkoy);

    const answer = await expectOk(
      ctx.app,
      calls.updateCourthouses,
      { body: { adliye_id: [BAKIRKOY_ADLIYESI_ID, ANADOLU_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID] } },
      me.token,
    );
    expect(answer.message).toBe('Görev adliyeleriniz güncellendi.');
    expect(answer.data.selected).toEqual([ANADOLU_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID]);
    expect(await servedBy(me)).toEqual([ANADOLU_ADLIYESI_ID, BAKIRKOY_ADLIYESI_ID]);
    const pending = await pendingIds(ctx.app, me);
    expect(pending).toContain(atBakirkoy);
    expect(pending).not.toContain(atCaglayan);
  });

  it('sends the next new task by the new courthouses', async () => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    await expectOk(
      ctx.app,
      calls.updateCourthouses,
      { body: { adliye_id: [BAKIRKOY_ADLIYESI_ID] } },
      me.token,
    );
    const atCaglayan = await createTask(CAGLAYAN_ADLIYESI_ID);
    const atBakirkoy = await createTask(BAKIRKOY_ADLIYESI_ID);
    const told = await toldAbout(ctx.app, me);
    expect(told).toEqual([atBakirkoy]);
    expect(told).not.toContain(atCaglayan);
  });

  it.each([
    [
      'a courthouse of another bar',
      [CAGLAYAN_ADLIYESI_ID, ANKARA_ADLIYESI_ID],
      'Seçtiğiniz adliyeler baronuza bağlı olmalıdır.',
    ],
    ['an unknown courthouse', [CAGLAYAN_ADLIYESI_ID, 999_999], 'Seçtiğiniz adliye bulunamadı.'],
    ['an empty list', [], 'Adliye Seçimi Yapınız'],
    ['a word instead of an id', ['Çağlayan'], 'Adliye Seçimi Yapınız'],
  ])('refuses %s with 422 and keeps the old courthouses', async (_case, ids, message) => {
    const me = await ctx.lawyer({ courthouses: [BAKIRKOY_ADLIYESI_ID] });
    const res = await callEndpoint(
      ctx.app,
      calls.updateCourthouses,
      { body: { adliye_id: ids as number[] } },
      me.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { adliye_id: [message] } });
    expect(await servedBy(me)).toEqual([BAKIRKOY_ADLIYESI_ID]);
  });

  it('asks a lawyer without a bar to choose one first', async () => {
    const me = await ctx.lawyer({ baro_id: null, courthouses: [] });
    const res = await callEndpoint(
      ctx.app,
      calls.updateCourthouses,
      { body: { adliye_id: [CAGLAYAN_ADLIYESI_ID] } },
      me.token,
    );
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { baro_id: ['Lütfen baro seçiniz!'] } });
  });

  it('needs a signed-in lawyer and changes only his own courthouses', async () => {
    expect(
      (await callEndpoint(ctx.app, calls.updateCourthouses, { body: { adliye_id: [CAGLAYAN_ADLIYESI_ID] } }))
        .status,
    ).toBe(401);
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    const other = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    await expectOk(
      ctx.app,
      calls.updateCourthouses,
      { body: { adliye_id: [BAKIRKOY_ADLIYESI_ID] } },
      me.token,
    );
    expect(await servedBy(other)).toEqual([CAGLAYAN_ADLIYESI_ID]);
  });
});

describe('user/update/baroAndAdliye: changing the bar', () => {
  it('given no bar change right / refuses another bar with 402 and changes nothing', async () => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    const mine = await expectOk(ctx.app, api.reference.myCourthouses, {}, me.token);
    expect(mine.data).toMatchObject({ baroChange: true, barChangeRights: 0 });
    const res = await callEndpoint(
      ctx.app,
      calls.updateBarAndCourthouses,
      { body: { baro_id: ANKARA_BAROSU_ID, adliye_id: [ANKARA_ADLIYESI_ID] } },
      me.token,
    );
    expect(res.status).toBe(402);
    expect(res.raw).toEqual({
      message: 'Güncelleme Yapma Hakkınız Yoktur. Lütfen Ödeme Yapınız',
      error: 'bar_change_payment',
    });
    const row = await rowOf(ctx.app, 'users', { id: me.user.id }, ['baro_id']);
    expect(row.baro_id).toBe(ISTANBUL_BAROSU_ID);
    expect(await servedBy(me)).toEqual([CAGLAYAN_ADLIYESI_ID]);
  });

  it('given a granted right / spends it, clears the old courthouses and the lists follow', async () => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    const atCaglayan = await createTask(CAGLAYAN_ADLIYESI_ID);
    expect(await pendingIds(ctx.app, me)).toContain(atCaglayan);
    expect(await grantBarChangeRight(ctx.app.db, me.user.id)).toBe(1);
    const before = await expectOk(ctx.app, api.reference.myCourthouses, {}, me.token);
    expect(before.data).toMatchObject({ baroChange: false, barChangeRights: 1 });
    const auth = await expectOk(ctx.app, api.auth.getData, {}, me.token);
    expect(auth.data.baroChange).toBe(false);

    const answer = await expectOk(
      ctx.app,
      calls.updateBarAndCourthouses,
      { body: { baro_id: ANKARA_BAROSU_ID, adliye_id: [ANKARA_ADLIYESI_ID] } },
      me.token,
    );
    expect(answer.message).toBe('Baronuz ve görev adliyeleriniz güncellendi.');
    expect(answer.data).toMatchObject({
      baro_id: ANKARA_BAROSU_ID,
      baroName: 'Ankara Barosu',
      selected: [ANKARA_ADLIYESI_ID],
      baroChange: true,
      barChangeRights: 0,
    });
    expect(await servedBy(me)).toEqual([ANKARA_ADLIYESI_ID]);
    expect(await pendingIds(ctx.app, me)).not.toContain(atCaglayan);
    const atAnkara = await createTask(ANKARA_ADLIYESI_ID, { baro_id: ANKARA_BAROSU_ID });
    expect(await toldAbout(ctx.app, me)).toEqual([atCaglayan, atAnkara]);
    expect((await expectOk(ctx.app, api.auth.getData, {}, me.token)).data.baroChange).toBe(true);
  });

  it('given one right and two changes at once / lets only one through', async () => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    await grantBarChangeRight(ctx.app.db, me.user.id);
    const samsun = 55;
    const [a, b] = await Promise.all([
      callEndpoint(
        ctx.app,
        calls.updateBarAndCourthouses,
        { body: { baro_id: ANKARA_BAROSU_ID, adliye_id: [ANKARA_ADLIYESI_ID] } },
        me.token,
      ),
      callEndpoint(
        ctx.app,
        calls.updateBarAndCourthouses,
        { body: { baro_id: samsun, adliye_id: [mainCourthouseId(samsun)] } },
        me.token,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 402]);
    const row = await rowOf(ctx.app, 'users', { id: me.user.id }, ['bar_change_rights']);
    expect(row.bar_change_rights).toBe(0);
  });

  it('given the same bar / only replaces the courthouses and spends no right', async () => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    const answer = await expectOk(
      ctx.app,
      calls.updateBarAndCourthouses,
      { body: { baro_id: ISTANBUL_BAROSU_ID, adliye_id: [BAKIRKOY_ADLIYESI_ID] } },
      me.token,
    );
    expect(answer.message).toBe('Görev adliyeleriniz güncellendi.');
    expect(await servedBy(me)).toEqual([BAKIRKOY_ADLIYESI_ID]);
  });

  it('given an account without a bar / the first choice is free', async () => {
    const me = await ctx.lawyer({ baro_id: null, courthouses: [] });
    const answer = await expectOk(
      ctx.app,
      calls.updateBarAndCourthouses,
      { body: { baro_id: ANKARA_BAROSU_ID, adliye_id: [ANKARA_ADLIYESI_ID] } },
      me.token,
    );
    expect(answer.data).toMatchObject({ baro_id: ANKARA_BAROSU_ID, baroChange: true });
  });

  it.each([
    [
      'an unknown bar',
      { baro_id: 999, adliye_id: [CAGLAYAN_ADLIYESI_ID] },
      'baro_id',
      'Lütfen baro seçiniz!',
    ],
    [
      'a bar that is not a number',
      { baro_id: 'İstanbul', adliye_id: [CAGLAYAN_ADLIYESI_ID] },
      'baro_id',
      'Lütfen baro seçiniz!',
    ],
    [
      'a courthouse of another bar',
      { baro_id: ISTANBUL_BAROSU_ID, adliye_id: [ANKARA_ADLIYESI_ID] },
      'adliye_id',
      'Seçtiğiniz adliyeler baronuza bağlı olmalıdır.',
    ],
    [
      'an unknown courthouse',
      { baro_id: ISTANBUL_BAROSU_ID, adliye_id: [123_456] },
      'adliye_id',
      'Seçtiğiniz adliye bulunamadı.',
    ],
    ['no courthouse', { baro_id: ISTANBUL_BAROSU_ID, adliye_id: [] }, 'adliye_id', 'Adliye Seçimi Yapınız'],
  ])('refuses %s with 422 and a Turkish field error', async (_case, body, field, message) => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    const res = await callEndpoint(ctx.app, calls.updateBarAndCourthouses, { body: body as never }, me.token);
    expect(res.status).toBe(422);
    expect(res.raw).toMatchObject({ errors: { [field]: [message] } });
    expect(await servedBy(me)).toEqual([CAGLAYAN_ADLIYESI_ID]);
  });

  it('given a right and a courthouse of yet another bar / refuses it and keeps the right', async () => {
    const me = await ctx.lawyer({ courthouses: [CAGLAYAN_ADLIYESI_ID] });
    await grantBarChangeRight(ctx.app.db, me.user.id);
    const res = await callEndpoint(
      ctx.app,
      calls.updateBarAndCourthouses,
      { body: { baro_id: ANKARA_BAROSU_ID, adliye_id: [CAGLAYAN_ADLIYESI_ID] } },
      me.token,
    );
    expect(res.status).toBe(422);
    const row = await rowOf(ctx.app, 'users', { id: me.user.id }, ['bar_change_rights', 'baro_id']);
    expect(row).toEqual({ bar_change_rights: 1, baro_id: ISTANBUL_BAROSU_ID });
  });

  it('grantBarChangeRight adds up and refuses a count that is not positive', async () => {
    const me = await ctx.lawyer();
    expect(await grantBarChangeRight(ctx.app.db, me.user.id, 2)).toBe(2);
    expect(await grantBarChangeRight(ctx.app.db, me.user.id)).toBe(3);
    await expect(grantBarChangeRight(ctx.app.db, me.user.id, 0)).rejects.toThrow(RangeError);
  });
});
