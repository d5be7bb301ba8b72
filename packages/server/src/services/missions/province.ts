import { distanceKm } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

interface DistrictPoint {
  city_id: number;
  latitude: number;
  longitude: number;
}

// Districts change only with a new reference load; reading them once per database is enough.
const cache = new WeakMap<object, Promise<DistrictPoint[]>>();

function districtPoints(db: Kysely<Database>): Promise<DistrictPoint[]> {
  let points = cache.get(db);
  if (!points) {
    points = db
      .selectFrom('districts')
      .select(['city_id', 'latitude', 'longitude'])
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .execute()
      .then((rows) => rows as DistrictPoint[]);
    cache.set(db, points);
  }
  return points;
}

/**
 * The province of a point: the one of the nearest district centre, within 150 km (beyond that the
 * point is outside Turkey as far as this product is concerned). Clients cannot be trusted to say
 * which province they picked, so the server works it out from the coordinates.
 */
export async function provinceOf(
  db: Kysely<Database>,
  latitude: number,
  longitude: number,
): Promise<number | null> {
  let best: { city: number; km: number } | null = null;
  for (const p of await districtPoints(db)) {
    const km = distanceKm({ latitude, longitude }, p);
    if (km !== null && (best === null || km < best.km)) best = { city: p.city_id, km };
  }
  return best && best.km <= 150 ? best.city : null;
}
