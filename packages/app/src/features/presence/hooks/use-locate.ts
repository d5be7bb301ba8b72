import { type LocationError, locationErrorMessages, locationErrorOf } from '@meslektas/domain';

export interface Located {
  latitude: number;
  longitude: number;
}

/** Why the browser gave no position, in the words the lawyer reads. */
export class LocationRefusal extends Error {
  constructor(readonly kind: LocationError) {
    super(locationErrorMessages[kind]);
  }
}

/**
 * One fresh position from the browser for "Adliyedeyim" (never a cached one: he may have left the
 * courthouse since). Rejects with a LocationRefusal: denied, unavailable, timed out, or unsupported.
 */
export function locate(timeoutMs = 15_000): Promise<Located> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new LocationRefusal('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (error) => reject(new LocationRefusal(locationErrorOf(error.code))),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
