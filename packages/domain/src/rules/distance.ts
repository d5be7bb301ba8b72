export const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number | string | null | undefined;
  longitude: number | string | null | undefined;
}

function toNumber(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (unrounded); null when any coordinate is missing. */
export function distanceMetres(from: Coordinates, to: Coordinates): number | null {
  const lat1 = toNumber(from.latitude);
  const lon1 = toNumber(from.longitude);
  const lat2 = toNumber(to.latitude);
  const lon2 = toNumber(to.longitude);
  if (lat1 === null || lon1 === null || lat2 === null || lon2 === null) return null;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * 1000 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** Great-circle distance in whole kilometres (rounded down); null when any coordinate is missing. */
export function distanceKm(from: Coordinates, to: Coordinates): number | null {
  const metres = distanceMetres(from, to);
  return metres === null ? null : Math.floor(metres / 1000);
}

/** The badge text: '12 KM', or 'Belirtilmemiş' where the spec shows it for a missing distance. */
export function distanceLabel(km: number | null, missing = 'Belirtilmemiş'): string {
  return km === null ? missing : `${km} KM`;
}
