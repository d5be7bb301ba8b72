import { type LocationResult, foldTurkish } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** 0 courthouse, 1 district, 2 province: the order among equally good matches. */
type Kind = 0 | 1 | 2;

interface Entry extends LocationResult {
  /** Position in (kind, Turkish name) order, computed once so a search sorts on numbers. */
  order: number;
  foldedName: string;
  /** " word word …" forms: a word starts with t exactly when the text contains " " + t. */
  nameText: string;
  text: string;
}

const MAX_RESULTS = 10;

const asWords = (folded: string) => ` ${folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()}`;

/**
 * An offline gazetteer of Turkish places built from the reference tables: every courthouse,
 * district and province with its coordinates. Read once per database, then kept in memory.
 */
class Gazetteer {
  private constructor(private readonly entries: Entry[]) {}

  static async load(db: Kysely<Database>): Promise<Gazetteer> {
    const [cities, districts, courthouses] = await Promise.all([
      db.selectFrom('cities').selectAll().execute(),
      db.selectFrom('districts').selectAll().execute(),
      db.selectFrom('courthouses').selectAll().execute(),
    ]);
    const province = new Map(cities.map((c) => [c.id, c.name]));
    const found: (LocationResult & { kind: Kind })[] = [];
    const add = (
      kind: Kind,
      name: string,
      address: string,
      lat: number | null,
      lng: number | null,
      prov: string,
    ) => {
      if (lat !== null && lng !== null)
        found.push({ kind, name, address, latitude: lat, longitude: lng, province: prov });
    };
    for (const c of courthouses) {
      const prov = province.get(c.city_id) ?? '';
      add(0, c.name, c.address ?? prov, c.latitude, c.longitude, prov);
    }
    for (const d of districts) {
      const prov = province.get(d.city_id) ?? '';
      add(1, d.name, `${d.name}, ${prov}`, d.latitude, d.longitude, prov);
    }
    for (const c of cities) add(2, c.name, `${c.name}, Türkiye`, c.latitude, c.longitude, c.name);
    const collator = new Intl.Collator('tr');
    found.sort((a, b) => a.kind - b.kind || collator.compare(a.name, b.name));
    return new Gazetteer(
      found.map(({ kind: _kind, ...place }, order) => {
        const foldedName = foldTurkish(place.name);
        return {
          ...place,
          order,
          foldedName,
          nameText: asWords(foldedName),
          text: asWords(foldTurkish(`${place.name} ${place.address} ${place.province}`)),
        };
      }),
    );
  }

  /**
   * Places where every word of the query starts a word of the name, address or province,
   * Turkish case-insensitively ("kadıköy", "KADIKÖY" and "kadikoy" agree). Exact names first,
   * then names starting with the query, then names holding more of the query's words, then
   * courthouses, districts and provinces, alphabetically.
   */
  search(query: string): LocationResult[] {
    const folded = foldTurkish(query);
    const terms = asWords(folded).split(' ').filter(Boolean);
    if (terms.length === 0) return [];
    const needles = terms.map((t) => ` ${t}`);
    const scored: { entry: Entry; score: number }[] = [];
    for (const entry of this.entries) {
      if (!needles.every((n) => entry.text.includes(n))) continue;
      const rank = entry.foldedName === folded ? 0 : entry.foldedName.startsWith(folded) ? 1 : 2;
      const inName = needles.filter((n) => entry.nameText.includes(n)).length;
      // One number: rank, then more words in the name, then the precomputed order.
      scored.push({ entry, score: (rank * 100 + (99 - inName)) * 1e6 + entry.order });
    }
    return scored
      .sort((a, b) => a.score - b.score)
      .slice(0, MAX_RESULTS)
      .map(({ entry: { name, address, latitude, longitude, province } }) => ({
        name,
        address,
        latitude,
        longitude,
        province,
      }));
  }
}

const cache = new WeakMap<object, Promise<Gazetteer>>();

function gazetteerFor(db: Kysely<Database>): Promise<Gazetteer> {
  let loaded = cache.get(db);
  if (!loaded) {
    loaded = Gazetteer.load(db);
    // A failed load is retried on the next search instead of being cached.
    loaded.catch(() => cache.delete(db));
    cache.set(db, loaded);
  }
  return loaded;
}

/** Drops the database's gazetteer after a courthouse changed, so the next search reads it afresh. */
export function forgetGazetteer(db: Kysely<Database>): void {
  cache.delete(db);
}

/** locationSearch: the places matching what the lawyer typed. */
export async function searchPlaces(db: Kysely<Database>, query: string): Promise<LocationResult[]> {
  return (await gazetteerFor(db)).search(query);
}
