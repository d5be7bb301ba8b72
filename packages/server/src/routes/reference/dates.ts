const istanbul = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "21.11.2026 14:05" in Istanbul time, as the home feed shows it. */
export function formatDateTime(iso: string): string {
  const parts = istanbul.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

/** "21.11.2026" in Istanbul time. */
export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}
