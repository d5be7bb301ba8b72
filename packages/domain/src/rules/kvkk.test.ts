import { describe, expect, it } from 'vitest';
import {
  type AccountDeletionFacts,
  accountDeletionBlocker,
  accountDeletionRefusal,
  kvkkExportFilename,
} from './kvkk.ts';

const clear: AccountDeletionFacts = {
  unfinishedCreatedTasks: 0,
  unfinishedTakenTasks: 0,
  openDisputes: 0,
  pendingPayouts: 0,
  balanceKurus: 0,
};

describe('account deletion', () => {
  it.each([
    ['nothing open', {}, null],
    ['an open or assigned task he created', { unfinishedCreatedTasks: 1 }, 'created_task'],
    ['a task assigned to him', { unfinishedTakenTasks: 2 }, 'taken_task'],
    ['an open dispute', { openDisputes: 1 }, 'open_dispute'],
    ['a pending payout request', { pendingPayouts: 1 }, 'pending_payout'],
    ['a balance of exactly the payout minimum', { balanceKurus: 10_000 }, 'balance'],
    ['a balance below the payout minimum (cannot be paid out)', { balanceKurus: 9_999 }, null],
    [
      'a task and a balance: the task is named first',
      { unfinishedCreatedTasks: 1, balanceKurus: 50_000 },
      'created_task',
    ],
    [
      'a dispute and a payout: the dispute is named first',
      { openDisputes: 1, pendingPayouts: 1 },
      'open_dispute',
    ],
  ] as const)('given %s / blocks with %s', (_name, facts, expected) => {
    expect(accountDeletionBlocker({ ...clear, ...facts })).toBe(expected);
  });

  it('tells the balance in TL and where to withdraw it', () => {
    expect(accountDeletionRefusal('balance', { ...clear, balanceKurus: 12_050 })).toBe(
      'Cüzdanınızda 120,50 TL bakiye var. Hesabınızı silmeden önce Ödeme Talebinde Bulun sayfasından bakiyenizi çekiniz.',
    );
  });

  it('says what to do about an unfinished task', () => {
    expect(accountDeletionRefusal('created_task', clear)).toMatch(/tamamlayınız veya iptal ediniz/);
    expect(accountDeletionRefusal('taken_task', clear)).toMatch(/iptal talebinde bulununuz/);
  });
});

describe('the export file name', () => {
  it.each([
    ['2026-03-14T12:00:00Z', 'meslektas-verilerim-2026-03-14.zip'],
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    ['2026-03-14T22:30:00Z', 'meslektas-verilerim-2026-03-15.zip'],
  ])('on %s is %s', (instant, expected) => {
    expect(kvkkExportFilename(new Date(instant))).toBe(expected);
  });
});
