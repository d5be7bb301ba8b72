import { statusQueue } from './count.ts';

export const ticketsQueue = statusQueue('tickets', 'pending', 'Yanıt bekleyen destek talepleri');

/** New suggestions, bug reports and complaints nobody has read yet. */
export const complaintsQueue = statusQueue('complaints', 'open', 'Yeni şikayet ve öneriler');
