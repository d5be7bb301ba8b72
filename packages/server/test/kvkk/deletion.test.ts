import { DELETED_USER_NAME, MissionStatus, accountDeletionMessages, api } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMission } from '../helpers/missions.ts';
import { DEFAULT_PASSWORD, signedInUser } from '../helpers/users.ts';
import { createUploadsApp } from '../uploads/setup.ts';
import { fund } from '../wallet/wallet-helpers.ts';
import { type Person, deleteAccount, lawyerWithHistory } from './setup.ts';
import { errorBody } from '../helpers/contract.ts';
import { rowOf, rowsOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createUploadsApp());

const login = (telephone: string, password = DEFAULT_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { telephone, password } });

async function refusal(who: Person): Promise<{ status: number; message: string }> {
  const res = await deleteAccount(ctx.app, who, DEFAULT_PASSWORD);
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
}

async function stillThere(who: Person) {
  const row = await rowOf(ctx.app, 'users', { id: who.user.id });
  expect(row).toMatchObject({ deleted: 0, name: who.user.name, telephone: who.user.telephone });
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers: who.headers });
  expect(me.statusCode).toBe(200);
}

describe('KVKK: Hesabımı sil / the password', () => {
  it('refuses a wrong password on the password field and keeps the account', async () => {
    const me = await signedInUser(ctx.app);
    const res = await deleteAccount(ctx.app, me, 'Yanlis.1234');
    expect(res.statusCode).toBe(422);
    expect(errorBody(res)).toEqual({
      message: accountDeletionMessages.wrongPassword,
      errors: { password: [accountDeletionMessages.wrongPassword] },
    });
    await stillThere(me);
  });

  it('asks for the password when none is given', async () => {
    const me = await signedInUser(ctx.app);
    const res = await deleteAccount(ctx.app, me, '');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { password: [accountDeletionMessages.passwordRequired] } });
  });

  it('counts guesses with the password change: the sixth in 15 minutes is 429', async () => {
    const me = await signedInUser(ctx.app);
    for (let i = 0; i < 5; i += 1)
      expect((await deleteAccount(ctx.app, me, `Yanlis.${i}a`)).statusCode).toBe(422);
    const sixth = await deleteAccount(ctx.app, me, DEFAULT_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: expect.stringMatching(/^Çok fazla deneme yaptınız/) });
    await stillThere(me);
  });
});

describe('KVKK: Hesabımı sil / open obligations answer 409 and change nothing', () => {
  it('refuses while a task he created is open', async () => {
    const me = await signedInUser(ctx.app);
    await insertMission(ctx.app, me.user, { status: MissionStatus.open });
    expect(await refusal(me)).toEqual({ status: 409, message: accountDeletionMessages.createdTask });
    await stillThere(me);
  });

  it('refuses while a task he created is assigned', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    await insertMission(ctx.app, me.user, { status: MissionStatus.assigned, user_id: other.user.id });
    expect(await refusal(me)).toEqual({ status: 409, message: accountDeletionMessages.createdTask });
  });

  it('refuses while a task assigned to him is not done', async () => {
    const me = await signedInUser(ctx.app);
    const owner = await signedInUser(ctx.app);
    await insertMission(ctx.app, owner.user, { status: MissionStatus.assigned, user_id: me.user.id });
    expect(await refusal(me)).toEqual({ status: 409, message: accountDeletionMessages.takenTask });
    await stillThere(me);
  });

  it('refuses while a dispute he is a party to is open', async () => {
    const me = await signedInUser(ctx.app);
    const owner = await signedInUser(ctx.app);
    const missionId = await insertMission(ctx.app, owner.user, {
      status: MissionStatus.completed,
      user_id: me.user.id,
    });
    await ctx.app.db
      .insertInto('disputes')
      .values({
        mission_id: missionId,
        opener_id: owner.user.id,
        owner_id: owner.user.id,
        assignee_id: me.user.id,
        status: 'open',
        created_at: ctx.app.now().toISOString(),
      })
      .execute();
    expect(await refusal(me)).toEqual({ status: 409, message: accountDeletionMessages.openDispute });
  });

  it('refuses while a payout request waits', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 15_000);
    const payout = await ctx.app.inject({
      method: 'POST',
      url: `/api${api.partnership.requestPayout.path}`,
      headers: me.headers,
      payload: {
        name: 'Av. Ayşe Yılmaz',
        bank_name: 'T.C. Ziraat Bankası',
        iban: 'TR330006100519786457841326',
        price: 150,
      },
    });
    expect(payout.statusCode).toBe(200);
    expect(await refusal(me)).toEqual({ status: 409, message: accountDeletionMessages.pendingPayout });
  });

  it('refuses while the balance can be paid out, and tells him to withdraw it', async () => {
    const me = await signedInUser(ctx.app);
    await fund(ctx.app, me.user.id, 12_050);
    expect(await refusal(me)).toEqual({ status: 409, message: accountDeletionMessages.balance(120.5) });
    await stillThere(me);
  });
});

describe('KVKK: Hesabımı sil / a deletion', () => {
  let history: Awaited<ReturnType<typeof lawyerWithHistory>>;
  let uploadedKeys: string[];

  beforeAll(async () => {
    history = await lawyerWithHistory(ctx.app, 21);
    uploadedKeys = (await rowsOf(ctx.app, 'files', { owner_id: history.me.user.id }, ['storage_key'])).map(
      (f) => f.storage_key,
    );
    expect(uploadedKeys.length).toBeGreaterThan(0);
    // A second session, on another device.
    const other = await login(history.me.user.telephone);
    expect(other.statusCode).toBe(200);
    const res = await deleteAccount(ctx.app, history.me, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'true', message: accountDeletionMessages.deleted });
  });

  it('goes through with a balance below the payout minimum (it cannot be paid out)', async () => {
    const row = await rowOf(ctx.app, 'users', { id: history.me.user.id }, ['deleted']);
    expect(row.deleted).toBe(1);
  });

  it('replaces or clears every personal field, keeping the unique indexes satisfied', async () => {
    const row = await rowOf(ctx.app, 'users', { id: history.me.user.id });
    expect(row).toMatchObject({
      name: DELETED_USER_NAME,
      telephone: `silinmis-${row.id}`,
      email: `silinmis-${row.id}@silinmis.invalid`,
      tc: null,
      sicil: null,
      about_text: null,
      pending_about_text: null,
      avatar: null,
      pending_avatar: null,
      verification_image: null,
      pending_verification_image: null,
      invoice_district_id: null,
      referral_code: null,
      status: 'passive',
      deleted: 1,
    });
    expect(row.password_hash).not.toBe(history.me.user.password_hash);
    for (const table of [
      'user_courthouses',
      'user_specialities',
      'user_excluded_categories',
      'push_subscriptions',
      'notifications',
      'tickets',
      'payout_accounts',
    ] as const) {
      const rows = await ctx.app.db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', history.me.user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const applications = await rowsOf(ctx.app, 'applications', { user_id: history.me.user.id });
    expect(applications).toEqual([
      expect.objectContaining({ mission_id: history.taken, latitude: null, longitude: null }),
    ]);
  });

  it('removes his uploads from the storage', async () => {
    // Listing the store also shows the store itself (the uploads folder) is still there.
    const stored = await ctx.stored.keys();
    for (const key of uploadedKeys) expect(stored).not.toContain(key);
  });

  it('signs out every session, and the login answers as for an unknown number', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers: history.me.headers });
    expect(me.statusCode).toBe(401);
    const again = await login(history.me.user.telephone);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'Telefon numarası veya şifre hatalı.' });
    const live = await rowsOf(ctx.app, 'user_tokens', { user_id: history.me.user.id, revoked: 0 }, ['id']);
    expect(live).toEqual([]);
  });

  it('leaves the task readable to the counterpart, under Silinmiş Kullanıcı and without a number to call', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${api.missions.detail.path}`,
      headers: history.colleague.headers,
      payload: { mission_id: history.created },
    });
    expect(res.statusCode).toBe(200);
    const detail = (res.json() as { data: Record<string, unknown> }).data;
    expect(JSON.stringify(detail)).toContain(DELETED_USER_NAME);
    expect(JSON.stringify(detail)).not.toContain('Kemal');
    expect(detail).toMatchObject({ telNo: null, wpMessage: null });
  });

  it('keeps the report he wrote readable to the task owner, and the one written to him to its author', async () => {
    for (const [who, missionId, note] of [
      [history.colleague, history.taken, 'Duruşma ertelendi, raporum.'],
      [history.colleague, history.created, 'Keşif tutanağı fotoğraflandı.'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/missions/${missionId}/report`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.report).toMatchObject({ note });
    }
  });

  it('keeps the ratings and comments, under Silinmiş Kullanıcı', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${api.profile.getProfile.path}`,
      headers: history.colleague.headers,
      payload: { user_id: history.colleague.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Çok özenliydi.');
    expect(res.body).toContain(DELETED_USER_NAME);
    const comments = await rowsOf(ctx.app, 'comments', { user_id: history.me.user.id }, ['id']);
    expect(comments.length).toBe(1);
  });

  it('keeps the audit log and the ledger', async () => {
    const audit = await rowsOf(ctx.app, 'audit_log', { subject_id: history.me.user.id }, ['id']);
    expect(audit.length).toBe(1);
    const entries = await rowsOf(ctx.app, 'wallet_entries', { user_id: history.me.user.id }, ['amount']);
    expect(entries.map((e) => e.amount)).toEqual([5_000]);
  });

  it('frees his telephone, e-mail and T.C. number for a new account', async () => {
    const again = await signedInUser(ctx.app, {
      telephone: history.me.user.telephone,
      email: history.me.user.email,
      tc: history.me.user.tc,
    });
    expect(again.user.id).not.toBe(history.me.user.id);
  });

  it('lets a second lawyer be deleted beside the first (the stand-ins differ)', async () => {
    const second = await signedInUser(ctx.app);
    expect((await deleteAccount(ctx.app, second, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});
