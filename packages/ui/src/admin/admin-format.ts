import { formatIstanbulDateTime } from '@meslektas/domain';

const dayMonth = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** '23.11.2026 12:15' in Istanbul time. */
export const formatAdminTime = (iso: string): string => formatIstanbulDateTime(iso);

/** A calendar day 'YYYY-MM-DD' as '23 Kas'. */
export const formatAdminDay = (day: string): string => dayMonth.format(new Date(`${day}T12:00:00Z`));
