/**
 * Güvenceli ödeme: the task's budget paid by card when the owner chooses an applicant, held by the
 * payment provider, then released to the assignee, refunded to the owner, or split between them by
 * an operator. Amounts are whole kuruş. See docs/decisions/016-guaranteed-payments.md.
 */

export const guaranteeStates = [
  'created',
  'pending_3ds',
  'held',
  'releasing',
  'refunding',
  'released',
  'refunded',
  'split',
  'failed',
  'abandoned',
] as const;
export type GuaranteeState = (typeof guaranteeStates)[number];

/**
 * What moves a payment: the card steps, the provider's callback, who ends the hold, and the
 * provider's answer to the ending (settled: the money left the hold; provider_failed: it did not).
 */
export type GuaranteeMove =
  | 'card_3ds'
  | 'paid'
  | 'payment_failed'
  | 'expired'
  | 'retry'
  | 'release'
  | 'refund'
  | 'split'
  | 'release_settled'
  | 'refund_settled'
  | 'split_settled'
  | 'provider_failed';

/**
 * The state machine as a table: from a state, a move leads to one state; a move not listed is
 * refused. `retry` starts a new attempt on the same task after a failed or abandoned one. Ending a
 * hold passes through `releasing` (a release or a split) or `refunding`, committed before the
 * provider is called; its answer moves it on to the final state, or back to held when nothing left.
 */
export const guaranteeTransitions: Record<GuaranteeState, Partial<Record<GuaranteeMove, GuaranteeState>>> = {
  created: { card_3ds: 'pending_3ds', paid: 'held', payment_failed: 'failed', expired: 'abandoned' },
  pending_3ds: { paid: 'held', payment_failed: 'failed', expired: 'abandoned' },
  held: { release: 'releasing', refund: 'refunding', split: 'releasing' },
  releasing: { release_settled: 'released', split_settled: 'split', provider_failed: 'held' },
  refunding: { refund_settled: 'refunded', provider_failed: 'held' },
  released: {},
  refunded: {},
  split: {},
  failed: { retry: 'created' },
  abandoned: { retry: 'created' },
};

/** The state a move leads to from `from`, or null when the move is not allowed there. */
export function nextGuaranteeState(from: GuaranteeState, move: GuaranteeMove): GuaranteeState | null {
  return guaranteeTransitions[from][move] ?? null;
}

/**
 * Money has left the hold for good: the task's payment is over.
 * @internal The money checks of the tests and the bench read it; knip's production pass does not ask for a caller.
 */
export function isGuaranteeFinal(state: GuaranteeState): boolean {
  return state === 'released' || state === 'refunded' || state === 'split';
}

/** A card attempt is under way: the chosen applicant is reserved for the owner. */
export function isGuaranteePending(state: GuaranteeState): boolean {
  return state === 'created' || state === 'pending_3ds';
}

export interface GuaranteeAmounts {
  /** The task's budget: what the assignee receives on release. */
  budget: number;
  /** The service fee, kept by the platform on release only. */
  fee: number;
  /** What the owner's card is charged: budget + fee. */
  total: number;
}

/**
 * The amounts of a budget (kuruş) at a fee percentage: the fee is the percentage of the budget
 * rounded to the nearest kuruş, halves up; the owner pays budget + fee; the assignee receives the
 * budget whole.
 */
export function guaranteeAmounts(budgetKurus: number, feePercent: number): GuaranteeAmounts {
  if (!Number.isInteger(budgetKurus) || budgetKurus <= 0) throw new Error('budget is whole, positive kuruş');
  const fee = Math.floor((budgetKurus * feePercent + 50) / 100);
  return { budget: budgetKurus, fee, total: budgetKurus + fee };
}

/**
 * Where the paid total goes at the end. Release: the budget to the assignee, the fee to the
 * platform. Refund: everything back to the owner. Split: the operator's share to the assignee and
 * the rest, the fee included, back to the owner (the platform keeps a fee only for work released).
 */
export function guaranteeOutcome(
  amounts: GuaranteeAmounts,
  end: 'release' | 'refund' | 'split',
  assigneeShare = 0,
): { toAssignee: number; toPlatform: number; toOwner: number } {
  if (end === 'release') return { toAssignee: amounts.budget, toPlatform: amounts.fee, toOwner: 0 };
  if (end === 'refund') return { toAssignee: 0, toPlatform: 0, toOwner: amounts.total };
  if (!isValidSplit(amounts, assigneeShare)) throw new Error('split share out of range');
  return { toAssignee: assigneeShare, toPlatform: 0, toOwner: amounts.total - assigneeShare };
}

/** A split gives the assignee something and the owner something: 0 < share < budget. */
export function isValidSplit(amounts: Pick<GuaranteeAmounts, 'budget'>, assigneeShare: number): boolean {
  return Number.isInteger(assigneeShare) && assigneeShare > 0 && assigneeShare < amounts.budget;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Until when the chosen applicant stays reserved for a payment started at `startedAt`. */
export function reservationEnds(startedAt: Date, reservationMinutes: number): Date {
  return new Date(startedAt.getTime() + reservationMinutes * MINUTE_MS);
}

/** When a held payment is released by itself, counted from the outcome report's filing. */
export function autoReleaseAt(reportFiledAt: Date, autoReleaseHours: number): Date {
  return new Date(reportFiledAt.getTime() + autoReleaseHours * HOUR_MS);
}

/** When an ending begun at `begunAt` (held → releasing | refunding) is looked at again if it has not finished. */
export function recoveryDueAt(begunAt: Date, recoveryMinutes: number): Date {
  return new Date(begunAt.getTime() + recoveryMinutes * MINUTE_MS);
}

/**
 * An ending the provider has not finished, waiting for the recovery or an operator: in releasing
 * or refunding for `recoveryMinutes` since it last moved (the process stopped around the
 * provider's call, or its answer was never written), or a split whose refund left the hold while
 * its release was refused (`refundLeft`: the refund's ledger line is written). Never the sandbox's:
 * its endings run in one transaction, so none is left open.
 */
export function guaranteeNeedsFinish(
  payment: { provider: string; state: GuaranteeState; updated_at: string; refundLeft: boolean },
  now: Date,
  recoveryMinutes: number,
): boolean {
  if (payment.provider === 'sandbox') return false;
  if (payment.state !== 'releasing' && payment.state !== 'refunding') return false;
  if (payment.state === 'releasing' && payment.refundLeft) return true;
  return recoveryDueAt(new Date(payment.updated_at), recoveryMinutes).getTime() <= now.getTime();
}

/**
 * A confirmed cancellation of a held payment: before the planned time the owner gets everything
 * back; at or after it the money stays held and an operator decides.
 */
export function cancellationOutcome(planned: Date, confirmedAt: Date): 'refund' | 'operator' {
  return confirmedAt.getTime() < planned.getTime() ? 'refund' : 'operator';
}

/** The badge both parties see on the task. */
export const guaranteeStateTexts: Record<GuaranteeState, string> = {
  created: 'Ödeme bekleniyor',
  pending_3ds: 'Ödeme bekleniyor',
  held: 'Ödeme güvencede',
  releasing: 'Ödeme aktarılıyor',
  refunding: 'Ödeme iade ediliyor',
  released: 'Ödeme avukata aktarıldı',
  refunded: 'Ödeme iade edildi',
  split: 'Ödeme paylaştırıldı',
  failed: 'Ödeme alınamadı',
  abandoned: 'Ödeme tamamlanmadı',
};

export const guaranteeMessages = {
  notFound: 'Güvenceli ödeme bulunamadı.',
  notGuaranteed: 'Bu görevde ödeme güvencesi bulunmuyor.',
  ownerOnly: 'Ödemeyi yalnızca görev sahibi yapabilir.',
  partiesOnly: 'Bu ödemeyi yalnızca görevin tarafları görebilir.',
  reserved: 'Seçtiğiniz başka bir avukat için ödeme bekleniyor. Lütfen birkaç dakika sonra tekrar deneyiniz.',
  alreadyPaid: 'Bu görevin ödemesi zaten alındı.',
  notHeld: 'Bu ödeme güvencede değil; işlem yapılamaz.',
  alreadyDone: 'Bu ödeme için karar zaten verildi.',
  disputeOpen: 'Görevde açık bir uyuşmazlık var; ödeme Uyuşmazlık Masası’nın kararını bekliyor.',
  awaitingOperator: 'Ödeme için Uyuşmazlık Masası’nın kararı bekleniyor.',
  notCompleted: 'Görev tamamlanmadan ödeme aktarılamaz.',
  noBudget: 'Ödeme güvencesi için görevin bir bütçesi olmalıdır.',
  splitRange: 'Avukata aktarılacak tutar sıfırdan büyük, bütçeden küçük olmalıdır.',
  reasonRequired: 'Lütfen kararın gerekçesini giriniz.',
  badSignature: 'Ödeme bildirimi doğrulanamadı.',
  noPayoutAccount:
    'Bu avukat güvenceli ödeme alacağı IBAN bilgisini henüz girmemiş. Avukata bildirildi; bilgisini girdiğinde tekrar seçebilirsiniz.',
  providerUnavailable: 'Ödeme sağlayıcısına şu an ulaşılamıyor. Lütfen daha sonra tekrar deneyiniz.',
  nothingToFinish: 'Bu ödemenin tamamlanmayı bekleyen bir aktarımı yok.',
  finishing: 'Bu ödemenin aktarımı şu an tamamlanıyor. Lütfen biraz sonra tekrar deneyiniz.',
} as const;
