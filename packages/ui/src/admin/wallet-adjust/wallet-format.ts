import { formatPrice, kurusToTl } from '@meslektas/domain';

const lira = (kurus: number) => formatPrice(kurusToTl(Math.abs(kurus)));

/** Kuruş as lira, a minus sign when negative: '272,50 TL', '−27,50 TL'. */
export const formatKurus = (kurus: number) => `${kurus < 0 ? '−' : ''}${lira(kurus)}`;

/** Kuruş as lira with the sign always shown: '+125,50 TL', '−1.000 TL'. */
export const formatSignedKurus = (kurus: number) => `${kurus < 0 ? '−' : '+'}${lira(kurus)}`;
