import type { Bar, LocationResult } from '../../contract/entities.ts';
import { createTaskMessages } from '../../messages.ts';
import { foldTurkish } from '../turkish-text.ts';

/** The city of a bar from its name: 'İstanbul Barosu' and 'İstanbul 2 Nolu Barosu' are İstanbul. */
export function barCity(barName: string): string {
  return barName
    .replace(/\s+barosu\s*$/i, '')
    .replace(/\s+\d+\s*(nolu|no\.?|numaral[ıi])\s*$/i, '')
    .trim();
}

/** A chosen location must lie in the chosen bar's city (its province, or failing that its address). */
export function isLocationInBarCity(
  location: Pick<LocationResult, 'province' | 'address'>,
  bar: Bar,
): boolean {
  const city = foldTurkish(barCity(bar.name));
  if (city === '') return false;
  if (location.province) return foldTurkish(location.province) === city;
  return foldTurkish(location.address)
    .split(/[\s,/]+/)
    .includes(city);
}

export type LocationCheck = { ok: true } | { ok: false; message: string };

/** Searching for or choosing a location needs the bar first. */
export function checkLocationChoice(
  bar: Bar | null | undefined,
  location: Pick<LocationResult, 'province' | 'address'> | null,
): LocationCheck {
  if (!bar) return { ok: false, message: createTaskMessages.barFirst };
  if (location && !isLocationInBarCity(location, bar))
    return { ok: false, message: createTaskMessages.outsideBar };
  return { ok: true };
}
