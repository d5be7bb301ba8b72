import { istanbulHour } from './istanbul-date.ts';

/** The daytime video plays before 20:00 Istanbul time, the night one from 20:00. */
export const NIGHT_STARTS_AT_HOUR = 20;

export function sidebarVideo(now: Date): 'day' | 'night' {
  return istanbulHour(now) < NIGHT_STARTS_AT_HOUR ? 'day' : 'night';
}
