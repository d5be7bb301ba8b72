import { describe, expect, it } from 'vitest';
import {
  type GuaranteeMove,
  type GuaranteeState,
  autoReleaseAt,
  cancellationOutcome,
  guaranteeAmounts,
  guaranteeNeedsFinish,
  guaranteeOutcome,
  guaranteeStates,
  isGuaranteeFinal,
  isGuaranteePending,
  isValidSplit,
  nextGuaranteeState,
  recoveryDueAt,
  reservationEnds,
} from './guaranteed-payment.ts';
import { guaranteeDecisionSchema, guaranteeStartSchema } from '../contract/guaranteed-payments.ts';

const moves: GuaranteeMove[] = [
  'card_3ds',
  'paid',
  'payment_failed',
  'expired',
  'retry',
  'release',
  'refund',
  'split',
  'release_settled',
  'refund_settled',
  'split_settled',
  'provider_failed',
];

describe('the guaranteed payment state machine', () => {
  // Every (state, move) pair: the allowed ones lead where the table says, all others are refused.
  const allowed: Record<string, GuaranteeState> = {
    'created card_3ds': 'pending_3ds',
    'created paid': 'held',
    'created payment_failed': 'failed',
    'created expired': 'abandoned',
    'pending_3ds paid': 'held',
    'pending_3ds payment_failed': 'failed',
    'pending_3ds expired': 'abandoned',
    'held release': 'releasing',
    'held refund': 'refunding',
    'held split': 'releasing',
    'releasing release_settled': 'released',
    'releasing split_settled': 'split',
    'releasing provider_failed': 'held',
    'refunding refund_settled': 'refunded',
    'refunding provider_failed': 'held',
    'failed retry': 'created',
    'abandoned retry': 'created',
  };
  for (const state of guaranteeStates) {
    for (const move of moves) {
      const key = `${state} ${move}`;
      it(`${key} → ${allowed[key] ?? 'refused'}`, () => {
        expect(nextGuaranteeState(state, move)).toBe(allowed[key] ?? null);
      });
    }
  }

  it('names the final and the pending states', () => {
    expect(guaranteeStates.filter(isGuaranteeFinal)).toEqual(['released', 'refunded', 'split']);
    expect(guaranteeStates.filter(isGuaranteePending)).toEqual(['created', 'pending_3ds']);
  });

  it('never leaves a final state', () => {
    for (const state of guaranteeStates.filter(isGuaranteeFinal))
      for (const move of moves) expect(nextGuaranteeState(state, move)).toBeNull();
  });
});

describe('the amounts', () => {
  it.each([
    [75_000, 0, { budget: 75_000, fee: 0, total: 75_000 }],
    [75_000, 5, { budget: 75_000, fee: 3_750, total: 78_750 }],
    // 1 % of 150 kuruş is 1.5: halves round up.
    [150, 1, { budget: 150, fee: 2, total: 152 }],
    // 1 % of 149 kuruş is 1.49: down.
    [149, 1, { budget: 149, fee: 1, total: 150 }],
    [33_333, 3, { budget: 33_333, fee: 1_000, total: 34_333 }],
  ])('budget %i kuruş at %i %% → %o', (budget, pct, expected) => {
    expect(guaranteeAmounts(budget, pct)).toEqual(expected);
  });

  it('refuses a budget that is not whole positive kuruş', () => {
    expect(() => guaranteeAmounts(0, 5)).toThrow();
    expect(() => guaranteeAmounts(10.5, 5)).toThrow();
  });

  it('sends every kuruş paid somewhere at the end', () => {
    const a = guaranteeAmounts(75_000, 5);
    expect(guaranteeOutcome(a, 'release')).toEqual({ toAssignee: 75_000, toPlatform: 3_750, toOwner: 0 });
    expect(guaranteeOutcome(a, 'refund')).toEqual({ toAssignee: 0, toPlatform: 0, toOwner: 78_750 });
    expect(guaranteeOutcome(a, 'split', 30_000)).toEqual({
      toAssignee: 30_000,
      toPlatform: 0,
      toOwner: 48_750,
    });
    for (const end of ['release', 'refund'] as const) {
      const o = guaranteeOutcome(a, end);
      expect(o.toAssignee + o.toPlatform + o.toOwner).toBe(a.total);
    }
  });

  it('takes a split share strictly between 0 and the budget, in whole kuruş', () => {
    const a = guaranteeAmounts(75_000, 0);
    expect([0, 1, 74_999, 75_000, 10.5].map((s) => isValidSplit(a, s))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(() => guaranteeOutcome(a, 'split', 75_000)).toThrow();
  });
});

describe('the times', () => {
  const t = new Date('2026-03-10T09:00:00.000Z');
  it('reserves the applicant for the reservation minutes', () => {
    expect(reservationEnds(t, 10).toISOString()).toBe('2026-03-10T09:10:00.000Z');
  });
  it('releases by itself the hours after the report', () => {
    expect(autoReleaseAt(t, 72).toISOString()).toBe('2026-03-13T09:00:00.000Z');
  });
  it('refunds a cancellation before the planned time; an operator decides from it on', () => {
    expect(cancellationOutcome(t, new Date(t.getTime() - 1))).toBe('refund');
    expect(cancellationOutcome(t, t)).toBe('operator');
    expect(cancellationOutcome(t, new Date(t.getTime() + 1))).toBe('operator');
  });
});

describe('the requests', () => {
  it('asks for a reason, and a share in whole kuruş for a split', () => {
    const bad = guaranteeDecisionSchema.safeParse({
      decision: 'split',
      reason: ' ',
      assignee_amount: 10.123,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Lütfen kararın gerekçesini giriniz.',
      'Tutar en fazla iki ondalık basamak içerebilir.',
    ]);
    expect(
      guaranteeDecisionSchema.parse({
        decision: 'split',
        reason: 'Yarısı yapıldı',
        assignee_amount: '300.50',
      }),
    ).toEqual({ decision: 'split', reason: 'Yarısı yapıldı', assignee_amount: 300.5 });
    expect(
      guaranteeDecisionSchema.safeParse({ decision: 'keep', reason: 'x' }).error?.issues[0]?.message,
    ).toBe('Lütfen bir karar seçiniz.');
  });
  it('names the applicant to pay for', () => {
    expect(guaranteeStartSchema.parse({ mission_id: '4', user_id: 7 })).toEqual({
      mission_id: 4,
      user_id: 7,
    });
    expect(guaranteeStartSchema.safeParse({ mission_id: 4 }).success).toBe(false);
  });
});

describe('an ending waiting to be finished', () => {
  const begun = '2026-03-12T10:00:00.000Z';
  const at = (minutes: number) => new Date(Date.parse(begun) + minutes * 60_000);
  it.each([
    ['held', false, 60, false],
    ['released', false, 60, false],
    ['split', true, 60, false],
    ['releasing', false, 14, false],
    ['releasing', false, 15, true],
    ['refunding', false, 14, false],
    ['refunding', false, 15, true],
    // A split's refund left the hold and its release was refused: at once.
    ['releasing', true, 0, true],
    // A refund's own line is written only with its final move.
    ['refunding', true, 0, false],
  ] as const)(
    'given %s (refund left: %s) %i minutes on / answers %s',
    (state, refundLeft, minutes, expected) => {
      const payment = { provider: 'iyzico', state, updated_at: begun, refundLeft };
      expect(guaranteeNeedsFinish(payment, at(minutes), 15)).toBe(expected);
    },
  );

  it('never waits on the sandbox, whose endings are one transaction', () => {
    const payment = { provider: 'sandbox', state: 'releasing', updated_at: begun, refundLeft: true } as const;
    expect(guaranteeNeedsFinish(payment, at(60), 15)).toBe(false);
  });

  it('is looked at again the recovery minutes after it began', () => {
    expect(recoveryDueAt(new Date(begun), 15).toISOString()).toBe('2026-03-12T10:15:00.000Z');
  });
});
