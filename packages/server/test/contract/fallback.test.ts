import { api, fallbackMessages } from '@meslektas/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import {
  DEFAULT_NOW,
  type Lawyer,
  type LifecycleContext,
  MINUTE,
  createLifecycleApp,
  insertMission,
  lawyer,
} from '../helpers/missions.ts';

let ctx: LifecycleContext;
let owner: Lawyer;
const token = (who: Lawyer) => who.headers.authorization.replace('Bearer ', '');

beforeAll(async () => {
  ctx = await createLifecycleApp();
  owner = await lawyer(ctx.app);
});
beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
});
afterAll(async () => {
  await ctx.close();
});

/** The owner's task whose window ended with nobody applying. */
async function unanswered(): Promise<number> {
  const id = await insertMission(ctx.app, owner.user);
  ctx.clock.advance(16 * MINUTE);
  return id;
}

describe('contract: when nobody applies', () => {
  it('api.fallback.options answers the four choices of the owner', async () => {
    const id = await unanswered();
    const body = await expectOk(ctx.app, api.fallback.options, { params: { id } }, token(owner));
    expect(body.data.choices.map((c) => c.kind)).toEqual(['extend', 'widen', 'raise', 'cancel']);
    const other = await lawyer(ctx.app);
    expect((await callEndpoint(ctx.app, api.fallback.options, { params: { id } }, token(other))).status).toBe(
      403,
    );
  });

  it('api.fallback.extend, api.fallback.widen, api.fallback.raise, api.fallback.cancel each answer their message', async () => {
    const extend = await expectOk(
      ctx.app,
      api.fallback.extend,
      { params: { id: await unanswered() } },
      token(owner),
    );
    expect(extend.message).toBe(fallbackMessages.extended);
    const widen = await expectOk(
      ctx.app,
      api.fallback.widen,
      { params: { id: await unanswered() } },
      token(owner),
    );
    expect(widen.message).toBe(fallbackMessages.widened);
    const raise = await expectOk(
      ctx.app,
      api.fallback.raise,
      { params: { id: await unanswered() }, body: { mission_price: 900 } },
      token(owner),
    );
    expect(raise.message).toBe(fallbackMessages.raised);
    const cancel = await expectOk(
      ctx.app,
      api.fallback.cancel,
      { params: { id: await unanswered() } },
      token(owner),
    );
    expect(cancel.message).toBe(fallbackMessages.cancelled);
  });
});
