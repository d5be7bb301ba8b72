import type { AdminWalletEntry, AdminWalletSummary } from '@meslektas/domain';

const walletEntries: AdminWalletEntry[] = [
  {
    id: 58,
    kind: 'payout_hold',
    amount: -15_000,
    payout_id: 12,
    note: null,
    created_at: '2026-11-24T13:20:00.000Z',
  },
  {
    id: 57,
    kind: 'adjustment',
    amount: 2_550,
    payout_id: null,
    note: 'Eksik yatırılan referans ödülü, destek talebi #412.',
    created_at: '2026-11-23T08:05:00.000Z',
  },
  {
    id: 51,
    kind: 'referral_credit',
    amount: 1_000,
    payout_id: null,
    note: null,
    created_at: '2026-11-20T17:45:00.000Z',
  },
];

/** 272,50 TL to request, 150 TL held by a pending payout request. */
export const wallet: AdminWalletSummary & { entries: AdminWalletEntry[] } = {
  balance: 27_250,
  held: 15_000,
  entries: walletEntries,
};
