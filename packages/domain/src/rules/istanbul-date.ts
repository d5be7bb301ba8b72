/**
 * "Today" is the calendar day in Europe/Istanbul, whatever the zone of the machine running the code.
 * Every function takes `now` so that callers (and tests) decide the clock.
 */
const ISTANBUL = 'Europe/Istanbul';

/**
 * Since 2016-09-07 Istanbul keeps UTC+03:00 all year (tz database 2016g), so an instant from then on
 * is shifted by three hours without asking the zone data; earlier ones (and anything the zone data
 * should answer if the rule changes again: istanbul-date.test.ts compares the two over the years
 * ahead) go through Intl. Making an Intl formatter with a time zone loads the zone and locale data,
 * tens of milliseconds on a phone, so the formatters are made on their first use only.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);
const FIXED_OFFSET_MS = 3 * 3_600_000;
/** The last instant whose ISO form has a four-digit year once shifted. */
const FIXED_OFFSET_UNTIL = Date.UTC(9999, 11, 31, 21) - 1;
const hasFixedOffset = (t: number) => t >= FIXED_OFFSET_SINCE && t <= FIXED_OFFSET_UNTIL;

const lazyFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { timeZone: ISTANBUL, ...options }));
};
const dayFormat = lazyFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = lazyFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const wallClockFormat = lazyFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The instant's Istanbul wall clock as an ISO string (`YYYY-MM-DDTHH:mm:…`), when the offset is fixed. */
const shiftedIso = (t: number) => new Date(t + FIXED_OFFSET_MS).toISOString();

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Istanbul calendar day of an instant, as `YYYY-MM-DD`. */
export function istanbulDay(instant: Date): string {
  // Lists call this for every row, and formatting is slow: the day is kept per UTC hour (Istanbul's
  // offset has been a whole number of hours since 1910, so such an hour never spans two days).
  const hour = Math.floor(instant.getTime() / 3_600_000);
  const known = dayByHour.get(hour);
  if (known !== undefined) return known;
  if (hasFixedOffset(instant.getTime())) return shiftedIso(instant.getTime()).slice(0, 10);
  const parts = dayFormat().formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  if (dayByHour.size >= 10_000) dayByHour.clear();
  if (!Number.isNaN(hour)) dayByHour.set(hour, day);
  return day;
}
const dayByHour = new Map<number, string>();

/** The Istanbul wall-clock time of an instant, as `HH:mm` (00:00..23:59). */
export function istanbulTime(instant: Date): string {
  if (hasFixedOffset(instant.getTime())) return shiftedIso(instant.getTime()).slice(11, 16);
  return timeFormat().format(instant);
}

/** The Istanbul hour (0..23) of an instant. */
export function istanbulHour(instant: Date): number {
  return Number(istanbulTime(instant).slice(0, 2));
}

/** Minutes since Istanbul midnight (0..1439) of an instant. */
export function istanbulMinuteOfDay(instant: Date): number {
  const [h = '0', m = '0'] = istanbulTime(instant).split(':');
  return Number(h) * 60 + Number(m);
}

/** How far Istanbul's wall clock is ahead of UTC at an instant, in milliseconds, as the zone data says. */
function istanbulOffsetMs(instant: Date): number {
  if (hasFixedOffset(instant.getTime())) return FIXED_OFFSET_MS;
  const parts = wallClockFormat().formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wallClock - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant Istanbul's calendar day of `now` began (its 00:00), for "today" in queries such as
 * the free tier's applications per day. The offset comes from the zone data, never a fixed +03:00:
 * it is read at `now`, then again at the midnight found, so a day on which the clocks changed still
 * begins at its own midnight. A day whose 00:00 was skipped begins at the first instant it has.
 */
export function istanbulMidnight(now: Date): Date {
  const [, y, m, d] = calendarDay.exec(istanbulDay(now)) ?? [];
  const wallMidnight = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const first = wallMidnight - istanbulOffsetMs(now);
  return new Date(wallMidnight - istanbulOffsetMs(new Date(first)));
}

/**
 * A calendar day from either a plain `YYYY-MM-DD` (taken as written) or a timestamp (converted to
 * Istanbul). Returns null for anything unreadable.
 */
export function toCalendarDay(value: string | Date): string | null {
  if (typeof value === 'string') {
    const head = value.slice(0, 10);
    if (value.length === 10 && calendarDay.test(head)) return head;
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : istanbulDay(parsed);
  }
  return Number.isNaN(value.getTime()) ? null : istanbulDay(value);
}

export function isToday(value: string | Date, now: Date): boolean {
  return toCalendarDay(value) === istanbulDay(now);
}

/** True when the day lies before today in Istanbul (the create form refuses past dates). */
export function isBeforeToday(value: string | Date, now: Date): boolean {
  const day = toCalendarDay(value);
  return day !== null && day < istanbulDay(now);
}

function reorder(value: string | Date, separator: string): string {
  const day = toCalendarDay(value);
  if (day === null) return '';
  const [, y, m, d] = calendarDay.exec(day) ?? [];
  return `${d}${separator}${m}${separator}${y}`;
}

/** DD-MM-YYYY (pending list, task modal). */
export function formatDashedDate(value: string | Date): string {
  return reorder(value, '-');
}

/** DD.MM.YYYY (comments, task detail). */
export function formatDottedDate(value: string | Date): string {
  return reorder(value, '.');
}

/**
 * DD.MM.YYYY HH:mm in Istanbul time (the console's records); a plain `YYYY-MM-DD` keeps its day
 * without a time. Empty for anything unreadable.
 */
export function formatIstanbulDateTime(value: string | Date): string {
  if (typeof value === 'string' && value.length === 10) return formatDottedDate(value);
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  return `${formatDottedDate(instant)} ${istanbulTime(instant)}`;
}

/**
 * The instant Istanbul's wall clock reads `minuteOfDay` minutes past midnight on `day`
 * (`YYYY-MM-DD`), from the zone data at that day (never a fixed +03:00). On a day whose clocks
 * moved, a wall time that was skipped maps to the instant after the gap, one that happened twice to
 * the first. Invalid input gives an invalid Date.
 */
export function istanbulWallClockInstant(day: string, minuteOfDay: number): Date {
  const [, y, m, d] = calendarDay.exec(day) ?? [];
  if (y === undefined) return new Date(Number.NaN);
  const wall = Date.UTC(Number(y), Number(m) - 1, Number(d)) + minuteOfDay * 60_000;
  const guess = wall - istanbulOffsetMs(new Date(wall));
  return new Date(wall - istanbulOffsetMs(new Date(guess)));
}

/** The calendar day after `day` (`YYYY-MM-DD`). */
export function nextCalendarDay(day: string): string {
  const [, y, m, d] = calendarDay.exec(day) ?? [];
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1)).toISOString().slice(0, 10);
}
