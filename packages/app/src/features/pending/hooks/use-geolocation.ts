import { useEffect, useState } from 'react';
import { locationDeniedToast } from '@meslektas/domain';
import { perform } from '../../../lib/outcomes.ts';

export interface Position {
  latitude: number;
  longitude: number;
}

/** The browser's position for distances; a refusal shows the spec's message once. */
export function useGeolocation(): { position: Position | null; settled: boolean } {
  const [state, setState] = useState<{ position: Position | null; settled: boolean }>({
    position: null,
    settled: false,
  });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setState({ position: null, settled: true });
      return;
    }
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (p) =>
        active &&
        setState({ position: { latitude: p.coords.latitude, longitude: p.coords.longitude }, settled: true }),
      (error) => {
        if (!active) return;
        setState({ position: null, settled: true });
        if (error.code === error.PERMISSION_DENIED) perform({ toast: locationDeniedToast });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
