import {
  SANDBOX_3DS_CODE,
  api,
  createTaskMessages,
  guaranteeMessages,
  sandboxTestCards,
} from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { GUARANTEE_STARTED } from '../../src/services/guaranteed-payments/guaranteed-payments.ts';
import { balanceOf } from '../../src/services/wallet/ledger.ts';
import { signedInOperator } from '../admin/operator.ts';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { type Lawyer, lifecycleSuite } from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';
import { returnFromIyzico } from '../payments/fake-iyzico.ts';
import { callbackFor, guaranteedTask } from '../guaranteed-payments/setup.ts';

const ctx = lifecycleSuite({ owner: {}, worker: {}, rival: {}, stranger: {} });

const card = (number: string) => ({ name: 'Av. Ayşe Yılmaz', number, expiry: '12/39', cvc: '123' });

const view = (who: Lawyer, missionId: number) =>
  callEndpoint(ctx.app, api.guarantees.view, { params: { id: missionId } }, who.token);

/** The owner chooses `who` through the API: on a guaranteed task the payment starts. */
const choose = (missionId: number, who: Lawyer) =>
  expectOk(
    ctx.app,
    api.missions.selectUser,
    { body: { mission_id: missionId, user_id: who.user.id, order_num: 0, bio: 0 } },
    ctx.owner.token,
  );

async function chosenTask(): Promise<{ missionId: number; paymentId: number }> {
  const missionId = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user, ctx.rival.user]);
  await choose(missionId, ctx.worker);
  const { data } = await expectOk(
    ctx.app,
    api.guarantees.view,
    { params: { id: missionId } },
    ctx.owner.token,
  );
  return { missionId, paymentId: data.guarantee.id };
}

const payCard = (paymentId: number, number: string, who: Lawyer = ctx.owner) =>
  callEndpoint(
    ctx.app,
    api.guarantees.sandboxCard,
    { params: { id: paymentId }, body: card(number) },
    who.token,
  );
const payCode = (paymentId: number, code: string) =>
  callEndpoint(
    ctx.app,
    api.guarantees.sandbox3ds,
    { params: { id: paymentId }, body: { code } },
    ctx.owner.token,
  );

async function heldTask() {
  const task = await chosenTask();
  await payCard(task.paymentId, sandboxTestCards.threeDSecure);
  await payCode(task.paymentId, SANDBOX_3DS_CODE);
  return task;
}

const mission = (id: number) => rowOf(ctx.app, 'missions', { id }, ['status', 'user_id']);
const applicantsOf = async (missionId: number) =>
  (
    await ctx.app.db
      .selectFrom('applications')
      .select('user_id')
      .where('mission_id', '=', missionId)
      .orderBy('user_id')
      .execute()
  ).map((a) => a.user_id);

describe('given the create form / when the owner asks for the guarantee', () => {
  it('stores the opt-in, and the owner’s list row carries it without a payment yet', async () => {
    const id = await ctx.createdTask(ctx.owner, { guaranteed: 1 });
    expect(await rowOf(ctx.app, 'missions', { id }, ['guaranteed'])).toEqual({ guaranteed: 1 });
    const { data } = await expectOk(
      ctx.app,
      api.lists.created,
      { query: { page: 1, limit: 20 } },
      ctx.owner.token,
    );
    expect(data.find((m) => m.missionId === id)).toMatchObject({ guaranteed: true, guarantee: null });
  });

  it('refuses a guaranteed task without a budget with the Turkish message, and stores nothing', async () => {
    const before = await ctx.app.db.selectFrom('missions').select('id').execute();
    const res = await ctx.postTask(ctx.owner, { guaranteed: 1, mission_price: '' });
    expect(res.json()).toMatchObject({
      status: 'false',
      messages: { mission_price: [createTaskMessages.noBudget] },
    });
    expect(await ctx.app.db.selectFrom('missions').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an opt-in that is not 0 or 1 with a field error', async () => {
    const res = await ctx.postTask(ctx.owner, { guaranteed: 7 });
    expect(res.json()).toMatchObject({
      status: 'false',
      messages: { guaranteed: ['Ödeme güvencesi seçimi geçersiz.'] },
    });
  });
});

describe('given a guaranteed task / when the owner chooses an applicant', () => {
  it('starts the payment and does not assign; both parties read it, nobody else', async () => {
    const missionId = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user, ctx.rival.user]);
    expect((await choose(missionId, ctx.worker)).message).toBe(GUARANTEE_STARTED);
    expect(await mission(missionId)).toEqual({ status: 0, user_id: null });
    expect(await applicantsOf(missionId)).toEqual(
      [ctx.worker.user.id, ctx.rival.user.id].sort((a, b) => a - b),
    );

    const owner = await view(ctx.owner, missionId);
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({
      guarantee: { state: 'created', state_text: 'Ödeme bekleniyor', budget: 750, fee: 0, total: 750 },
      assignee_name: expect.any(String),
      card_last4: null,
      failure_reason: null,
    });
    expect(owner.body.data.guarantee.reserved_until).not.toBeNull();
    expect((await view(ctx.worker, missionId)).status).toBe(200);
    for (const other of [ctx.rival, ctx.stranger]) {
      const res = await view(other, missionId);
      expect(res.status).toBe(403);
      expect(res.raw).toMatchObject({ message: guaranteeMessages.partiesOnly });
    }
  });

  it('answers 404 for a task without a payment', async () => {
    const missionId = await guaranteedTask(ctx.app, ctx.owner.user, [ctx.worker.user]);
    expect((await view(ctx.owner, missionId)).status).toBe(404);
  });
});

describe('given a started payment / when the owner pays on the sandbox', () => {
  it('holds the money with the 3-D Secure card and code, and only then assigns', async () => {
    const { missionId, paymentId } = await chosenTask();
    const step = await payCard(paymentId, sandboxTestCards.threeDSecure);
    expect(step.status).toBe(200);
    expect(step.body.data).toMatchObject({ guarantee: { state: 'pending_3ds' }, card_last4: '0001' });
    expect(await mission(missionId)).toEqual({ status: 0, user_id: null });

    const paid = await payCode(paymentId, SANDBOX_3DS_CODE);
    expect(paid.body.data.guarantee).toMatchObject({ state: 'held', state_text: 'Ödeme güvencede' });
    expect(await mission(missionId)).toEqual({ status: 1, user_id: ctx.worker.user.id });

    // Both parties see the badge on the detail and on their list rows; others see no state.
    for (const who of [ctx.owner, ctx.worker]) {
      const { data } = await expectOk(
        ctx.app,
        api.missions.detail,
        { body: { mission_id: missionId } },
        who.token,
      );
      expect(data).toMatchObject({ guaranteed: true, guarantee: 'held' });
    }
    const selected = await expectOk(
      ctx.app,
      api.lists.selected,
      { query: { page: 1, limit: 20 } },
      ctx.worker.token,
    );
    expect(selected.data.find((m) => m.missionId === missionId)?.guarantee).toBe('held');
    const rival = await expectOk(
      ctx.app,
      api.lists.applied,
      { query: { page: 1, limit: 20 } },
      ctx.rival.token,
    );
    expect(rival.data.find((m) => m.missionId === missionId)).toMatchObject({
      guaranteed: true,
      guarantee: null,
    });
  });

  it('holds the money at once with the card that pays without 3-D Secure', async () => {
    const { missionId, paymentId } = await chosenTask();
    const paid = await payCard(paymentId, sandboxTestCards.success);
    expect(paid.body.data.guarantee.state).toBe('held');
    expect(await mission(missionId)).toEqual({ status: 1, user_id: ctx.worker.user.id });
  });

  it('leaves the task unassigned and the applicants as they were when the card fails', async () => {
    const { missionId, paymentId } = await chosenTask();
    const failed = await payCard(paymentId, sandboxTestCards.insufficientFunds);
    expect(failed.body.data).toMatchObject({
      guarantee: { state: 'failed', state_text: 'Ödeme alınamadı' },
      failure_reason: 'Kartınızın limiti yetersiz.',
    });
    expect(await mission(missionId)).toEqual({ status: 0, user_id: null });
    expect(await applicantsOf(missionId)).toHaveLength(2);
    // The owner may choose again: a new attempt on the same payment.
    await choose(missionId, ctx.rival);
    expect((await view(ctx.owner, missionId)).body.data.guarantee.state).toBe('created');
  });

  it('fails the payment on a wrong 3-D Secure code', async () => {
    const { missionId, paymentId } = await chosenTask();
    await payCard(paymentId, sandboxTestCards.threeDSecure);
    const failed = await payCode(paymentId, '000000');
    expect(failed.body.data).toMatchObject({
      guarantee: { state: 'failed' },
      failure_reason: '3-D Secure doğrulaması başarısız.',
    });
    expect(await mission(missionId)).toEqual({ status: 0, user_id: null });
  });

  it('answers field errors in Turkish for a bad card, and 404 to anyone but the owner', async () => {
    const { paymentId } = await chosenTask();
    const bad = await callEndpoint(
      ctx.app,
      api.guarantees.sandboxCard,
      { params: { id: paymentId }, body: { ...card('1234'), cvc: '' } },
      ctx.owner.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.raw).toMatchObject({ errors: { number: [expect.any(String)], cvc: [expect.any(String)] } });
    for (const other of [ctx.worker, ctx.stranger]) {
      const res = await payCard(paymentId, sandboxTestCards.success, other);
      expect(res.status).toBe(404);
    }
  });
});

describe('the sandbox callback', () => {
  it('refuses a bad signature and answers a repeated one as a duplicate', async () => {
    const { paymentId } = await chosenTask();
    const row = await ctx.app.db
      .selectFrom('guaranteed_payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const signed = await callbackFor(ctx.app, row);
    const send = (signature: string) =>
      callEndpoint(ctx.app, api.guarantees.sandboxCallback, {
        body: signed.payload,
        headers: { 'x-sandbox-signature': signature },
      });
    const forged = await send('0'.repeat(64));
    expect(forged.status).toBe(403);
    expect(forged.raw).toMatchObject({ message: guaranteeMessages.badSignature });
    expect((await send(signed.signature)).body).toEqual({ status: 'ok', outcome: 'held' });
    expect((await send(signed.signature)).body).toEqual({ status: 'ok', outcome: 'duplicate' });
  });
});

describe('iyzico’s checkout on the sandbox', () => {
  it('api.guarantees.iyzicoCheckout refuses a payment started on the sandbox, which is paid there', async () => {
    const { missionId, paymentId } = await chosenTask();
    expect((await view(ctx.owner, missionId)).body.data.provider).toBe('sandbox');
    const res = await callEndpoint(
      ctx.app,
      api.guarantees.iyzicoCheckout,
      { params: { id: paymentId } },
      ctx.owner.token,
    );
    expect(res.status).toBe(409);
    expect(res.raw).toMatchObject({ message: guaranteeMessages.alreadyPaid });
  });

  it('api.guarantees.iyzicoCallback sends a browser with no payment of ours home', async () => {
    const res = await returnFromIyzico(ctx.app, `/api${api.guarantees.iyzicoCallback.path}`, 'unknown');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });
});

describe('given held payments / when an operator lists and decides them', () => {
  const decide = (token: string, id: number, body: object) =>
    callEndpoint(ctx.app, api.admin.decideGuarantee, { params: { id }, body: body as never }, token);

  it('lists them to operators only, held first with both parties', async () => {
    const { paymentId } = await heldTask();
    const operator = await signedInOperator(ctx.app);
    const page = await expectOk(
      ctx.app,
      api.admin.guarantees,
      { query: { state: 'held', page: 1 } },
      operator.token,
    );
    expect(page.data.every((p) => p.state === 'held')).toBe(true);
    expect(page.data.find((p) => p.id === paymentId)).toMatchObject({
      total: 750,
      disputed: false,
      frozen: false,
      title: expect.stringContaining('Çağlayan'),
    });
    const all = await expectOk(
      ctx.app,
      api.admin.guarantees,
      { query: { state: 'all', page: 1 } },
      operator.token,
    );
    expect(all.data[0]?.state).toBe('held');
    expect(
      (
        await callEndpoint(
          ctx.app,
          api.admin.guarantees,
          { query: { state: 'all', page: 1 } },
          ctx.owner.token,
        )
      ).status,
    ).toBe(403);
  });

  it('releases to the assignee’s wallet with the audit line, and refuses a second decision', async () => {
    const { paymentId } = await heldTask();
    const operator = await signedInOperator(ctx.app);
    const before = await balanceOf(ctx.app.db, ctx.worker.user.id);
    const done = await decide(operator.token, paymentId, { decision: 'release', reason: 'İş yapıldı.' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ state: 'released', released: 750 });
    expect((await balanceOf(ctx.app.db, ctx.worker.user.id)) - before).toBe(75_000);
    expect(
      await rowOf(ctx.app, 'audit_log', { action: 'guarantee.decide', subject_id: paymentId }, [
        'operator_id',
      ]),
    ).toEqual({ operator_id: operator.user.id });
    const again = await decide(operator.token, paymentId, { decision: 'refund', reason: 'Tekrar.' });
    expect(again.status).toBe(409);
    expect(again.raw).toMatchObject({ message: guaranteeMessages.alreadyDone });
  });

  it('refunds the owner, and splits with the assignee’s share', async () => {
    const operator = await signedInOperator(ctx.app);
    const refunded = await heldTask();
    const refund = await decide(operator.token, refunded.paymentId, {
      decision: 'refund',
      reason: 'Görev yapılmadı.',
    });
    expect(refund.body.data).toMatchObject({ state: 'refunded', refunded: 750, released: 0 });

    const split = await heldTask();
    const shared = await decide(operator.token, split.paymentId, {
      decision: 'split',
      reason: 'Kısmen yapıldı.',
      assignee_amount: 300,
    });
    expect(shared.body.data).toMatchObject({ state: 'split', released: 300, refunded: 450 });
  });

  it('refuses a decision without a reason or with a share out of range, and any lawyer', async () => {
    const { paymentId } = await heldTask();
    const operator = await signedInOperator(ctx.app);
    const noReason = await decide(operator.token, paymentId, { decision: 'release', reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.raw).toMatchObject({ errors: { reason: [guaranteeMessages.reasonRequired] } });
    const tooMuch = await decide(operator.token, paymentId, {
      decision: 'split',
      reason: 'Paylaştırma.',
      assignee_amount: 750,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.raw).toMatchObject({ errors: { assignee_amount: [guaranteeMessages.splitRange] } });
    expect(
      (await decide(ctx.owner.token, paymentId, { decision: 'refund', reason: 'Bana iade.' })).status,
    ).toBe(403);
  });

  it('finishes no payment whose ending is not left open (iyzico’s only), and is for operators only', async () => {
    const { paymentId } = await heldTask();
    const operator = await signedInOperator(ctx.app);
    const finish = (token: string) =>
      callEndpoint(ctx.app, api.admin.finishGuarantee, { params: { id: paymentId } }, token);
    expect((await finish(ctx.owner.token)).status).toBe(403);
    const held = await finish(operator.token);
    expect(held.status).toBe(409);
    expect(held.raw).toMatchObject({ message: guaranteeMessages.nothingToFinish });
    const page = await expectOk(
      ctx.app,
      api.admin.guarantees,
      { query: { state: 'held', page: 1 } },
      operator.token,
    );
    expect(page.data.find((p) => p.id === paymentId)).toMatchObject({ needs_finish: false });
  });
});
