/**
 * "Adliyedeyim": a lawyer says he is at one of the courthouses he serves. His browser's location
 * must lie within the radius (the `adliyede_yaricap_metre` constant) of the courthouse's coordinates,
 * measured by haversine; the location is checked and forgotten, only the courthouse and the times
 * are kept. He stays present until he turns it off, until `adliyede_azami_saat` hours have passed,
 * or until the Istanbul day ends, whichever comes first. The server decides with these rules; the
 * app shows the same texts.
 */
import { formatTurkishNumber } from './turkish-number.ts';
import { type Coordinates, distanceMetres } from './distance.ts';
import { istanbulMidnight, istanbulTime } from './istanbul-date.ts';

/** Why a lawyer could not be placed at a courthouse. */
export type PresenceRefusal = 'not_served' | 'no_coordinates' | 'no_location' | 'too_far';

/** The distance in Turkish: '850 m' below a kilometre, else '3,2 km'. */
export function formatMetres(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = Math.round(metres / 100) / 10;
  return `${formatTurkishNumber(km, 1)} km`;
}

export const presenceRefusalMessages = {
  notServed: 'Yalnızca hizmet verdiğiniz adliyelerde "Adliyedeyim" diyebilirsiniz.',
  noCoordinates: 'Bu adliyenin konumu sistemimizde kayıtlı olmadığı için "Adliyedeyim" diyemezsiniz.',
  noLocation: 'Konumunuz alınamadı. Konum iznini açıp tekrar deneyiniz.',
  tooFar: (distance: number, radius: number) =>
    `Adliyeye uzaklığınız ${formatMetres(distance)}. "Adliyedeyim" diyebilmek için adliyeye en fazla ${formatMetres(radius)} uzaklıkta olmalısınız.`,
} as const;

/** The browser's location errors, in the words the lawyer reads. */
export const locationErrorMessages = {
  denied: 'Konum izni verilmedi. Tarayıcınızın ayarlarından bu siteye konum izni verip tekrar deneyiniz.',
  unavailable: 'Konumunuz belirlenemedi. Konum servislerinizin açık olduğundan emin olup tekrar deneyiniz.',
  timeout: 'Konumunuz zamanında alınamadı. Lütfen tekrar deneyiniz.',
  unsupported: 'Tarayıcınız konum bilgisini desteklemiyor.',
} as const;
export type LocationError = keyof typeof locationErrorMessages;

/** The Geolocation API's error codes (PERMISSION_DENIED 1, POSITION_UNAVAILABLE 2, TIMEOUT 3). */
export function locationErrorOf(code: number): LocationError {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** A coordinate pair the rule can measure from: both numbers, and not the 0/0 placeholder. */
export function knownPlace(
  place: Coordinates | null | undefined,
): { latitude: number; longitude: number } | null {
  if (!place) return null;
  const { latitude, longitude } = place;
  if (latitude === null || latitude === undefined || latitude === '') return null;
  if (longitude === null || longitude === undefined || longitude === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  // Courthouses imported without a location were written as 0/0, which is in the Gulf of Guinea.
  if (lat === 0 && lng === 0) return null;
  return { latitude: lat, longitude: lng };
}

export interface PresenceRequest {
  /** Whether the courthouse is one of those the lawyer serves. */
  serves: boolean;
  /** The courthouse's stored coordinates. */
  courthouse: Coordinates | null;
  /** Where the browser places the lawyer; null when the location was denied or unavailable. */
  position: Coordinates | null;
  /** The `adliyede_yaricap_metre` constant. */
  radiusMetres: number;
}

export type PresenceDecision =
  | { ok: true; distanceMetres: number }
  | { ok: false; refusal: PresenceRefusal; message: string; distanceMetres?: number };

/** Whether the lawyer may say he is at the courthouse, checked in this order. */
export function decidePresence(request: PresenceRequest): PresenceDecision {
  if (!request.serves)
    return { ok: false, refusal: 'not_served', message: presenceRefusalMessages.notServed };
  const courthouse = knownPlace(request.courthouse);
  if (!courthouse)
    return { ok: false, refusal: 'no_coordinates', message: presenceRefusalMessages.noCoordinates };
  const position = knownPlace(request.position);
  if (!position) return { ok: false, refusal: 'no_location', message: presenceRefusalMessages.noLocation };
  const distance = distanceMetres(position, courthouse) ?? Number.POSITIVE_INFINITY;
  if (distance > request.radiusMetres) {
    return {
      ok: false,
      refusal: 'too_far',
      message: presenceRefusalMessages.tooFar(distance, request.radiusMetres),
      distanceMetres: distance,
    };
  }
  return { ok: true, distanceMetres: distance };
}

const HOUR_MS = 3_600_000;

/** The instant the Istanbul day of `now` ends (the next day's 00:00). */
export function endOfIstanbulDay(now: Date): Date {
  // 36 hours after a midnight is always inside the next day (days last 23 to 25 hours).
  return istanbulMidnight(new Date(istanbulMidnight(now).getTime() + 36 * HOUR_MS));
}

/** When a presence started at `start` ends by itself: `maxHours` later, or at the day's end if sooner. */
export function presenceExpiry(start: Date, maxHours: number): Date {
  const byHours = start.getTime() + maxHours * HOUR_MS;
  return new Date(Math.min(byHours, endOfIstanbulDay(start).getTime()));
}

/** 'HH:MM' in Istanbul: "Adliyede (14:30'a kadar)". */
export function presenceUntil(expiresAt: string | Date): string {
  return istanbulTime(new Date(expiresAt));
}

/** The create form's live line, or null when nobody is there. */
export function presentCountLine(count: number): string | null {
  return count > 0 ? `Şu an ${count} meslektaş adliyede` : null;
}
