import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../helpers/test-app.ts';
import { checkMoney, runMix, seedHeldPayments } from './mix.ts';

/** Payments and operations of the mix: a thousand operations, about five per payment. */
const PAYMENTS = 200;
const OPERATIONS = 1_000;

const ctx = testAppSuite();

describe('guaranteed payments under 1,000 concurrent operations', () => {
  it('ends each payment in exactly one final state with every kuruş accounted for', async () => {
    const deps = ctx.app.deps;
    const { seeded, operatorId } = await seedHeldPayments(ctx.app.db, deps, PAYMENTS);
    const before = await checkMoney(
      ctx.app.db,
      seeded.map((s) => s.paymentId),
    );
    expect(before.states).toEqual({ held: PAYMENTS });
    expect(before.stillHeld).toBe(before.paid);

    const mix = await runMix(ctx.app.db, deps, seeded, operatorId, OPERATIONS);
    expect(mix.unexpected).toEqual([]);
    const performed = Object.values(mix.done).reduce((a, b) => a + b, 0);
    expect(performed + mix.refused).toBe(OPERATIONS);
    // Each payment ended once: by one decision, completion, cancellation or auto-release.
    expect(mix.done.duplicate_callback).toBeGreaterThan(0);
    expect(mix.refused).toBeGreaterThan(0);

    const after = await checkMoney(
      ctx.app.db,
      seeded.map((s) => s.paymentId),
    );
    expect(after.broken).toEqual([]);
    expect(after.payments).toBe(PAYMENTS);
    expect(Object.keys(after.states).sort()).toEqual(['refunded', 'released', 'split']);
    expect(after.stillHeld).toBe(0);
    expect(after.released + after.fees + after.refunded).toBe(after.paid);
  }, 60_000);
});
