import { statusQueue } from './count.ts';

export const disputesQueue = statusQueue('disputes', 'open', 'Açık uyuşmazlıklar');

export const payoutsQueue = statusQueue('payouts', 'pending', 'Bekleyen ödeme talepleri');
