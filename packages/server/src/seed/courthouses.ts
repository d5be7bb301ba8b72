import type { Insertable } from 'kysely';
import type { CourthousesTable } from '../db/schema.ts';
import type { Province } from './geography.ts';
import { mainCourthouseId } from './ids.ts';

type Listed = Omit<CourthousesTable, 'is_main' | 'baro_id' | 'city_id'> & { plate: number };

/**
 * The courthouses of the four large bars, with the building's coordinates (to about 100 m).
 * The first of each province is its main courthouse.
 */
const listed: Listed[] = [
  {
    id: 3401,
    plate: 34,
    name: 'Çağlayan Adliyesi',
    address: 'Çağlayan Mah., Adalet Sarayı, 34403 Kağıthane/İstanbul',
    latitude: 41.0699,
    longitude: 28.981,
  },
  {
    id: 3402,
    plate: 34,
    name: 'İstanbul Anadolu Adliyesi (Kartal)',
    address: 'Cevizli Mah., Tugay Yolu Cad., 34846 Kartal/İstanbul',
    latitude: 40.909,
    longitude: 29.161,
  },
  {
    id: 3403,
    plate: 34,
    name: 'Bakırköy Adliyesi',
    address: 'İncirli Cad., Zuhuratbaba Mah., 34147 Bakırköy/İstanbul',
    latitude: 40.9845,
    longitude: 28.8697,
  },
  {
    id: 3404,
    plate: 34,
    name: 'Küçükçekmece Adliyesi',
    address: 'Atakent Mah., 34307 Küçükçekmece/İstanbul',
    latitude: 41.0048,
    longitude: 28.7876,
  },
  {
    id: 3405,
    plate: 34,
    name: 'Gaziosmanpaşa Adliyesi',
    address: 'Karadeniz Mah., 34245 Gaziosmanpaşa/İstanbul',
    latitude: 41.0683,
    longitude: 28.907,
  },
  {
    id: 3406,
    plate: 34,
    name: 'Büyükçekmece Adliyesi',
    address: 'Dizdariye Mah., 34500 Büyükçekmece/İstanbul',
    latitude: 41.0218,
    longitude: 28.588,
  },
  {
    id: 3407,
    plate: 34,
    name: 'Silivri Adliyesi',
    address: 'Alibey Mah., 34570 Silivri/İstanbul',
    latitude: 41.075,
    longitude: 28.247,
  },
  {
    id: 3408,
    plate: 34,
    name: 'Çatalca Adliyesi',
    address: 'Ferhatpaşa Mah., 34540 Çatalca/İstanbul',
    latitude: 41.143,
    longitude: 28.462,
  },
  {
    id: 3409,
    plate: 34,
    name: 'Şile Adliyesi',
    address: 'Balibey Mah., 34980 Şile/İstanbul',
    latitude: 41.175,
    longitude: 29.611,
  },
  {
    id: 601,
    plate: 6,
    name: 'Ankara Adliyesi',
    address: 'Kızılay Mah., Adalet Sarayı, 06420 Çankaya/Ankara',
    latitude: 39.93,
    longitude: 32.854,
  },
  {
    id: 602,
    plate: 6,
    name: 'Ankara Batı Adliyesi',
    address: 'Mareşal Çakmak Mah., 06930 Sincan/Ankara',
    latitude: 39.966,
    longitude: 32.583,
  },
  {
    id: 603,
    plate: 6,
    name: 'Polatlı Adliyesi',
    address: 'Cumhuriyet Mah., 06900 Polatlı/Ankara',
    latitude: 39.584,
    longitude: 32.147,
  },
  {
    id: 3501,
    plate: 35,
    name: 'İzmir Adliyesi (Bayraklı)',
    address: 'Adalet Mah., Şehit Polis Fethi Sekin Cad., 35530 Bayraklı/İzmir',
    latitude: 38.4553,
    longitude: 27.1728,
  },
  {
    id: 3502,
    plate: 35,
    name: 'Karşıyaka Adliyesi',
    address: 'Bahariye Mah., 35550 Karşıyaka/İzmir',
    latitude: 38.4606,
    longitude: 27.1105,
  },
  {
    id: 3503,
    plate: 35,
    name: 'Torbalı Adliyesi',
    address: 'Tepeköy Mah., 35860 Torbalı/İzmir',
    latitude: 38.1547,
    longitude: 27.3617,
  },
  {
    id: 5501,
    plate: 55,
    name: 'Samsun Adliyesi',
    address: 'Kale Mah., Adalet Sarayı, 55030 İlkadım/Samsun',
    latitude: 41.2866,
    longitude: 36.322,
  },
  {
    id: 5502,
    plate: 55,
    name: 'Bafra Adliyesi',
    address: 'Fatih Mah., 55400 Bafra/Samsun',
    latitude: 41.568,
    longitude: 35.906,
  },
  {
    id: 5503,
    plate: 55,
    name: 'Çarşamba Adliyesi',
    address: 'Orta Mah., 55500 Çarşamba/Samsun',
    latitude: 41.199,
    longitude: 36.725,
  },
];

/**
 * Every courthouse row: the listed ones, and for every other province its main courthouse in the
 * centre district (named "<İl> Adliyesi", as the bars call them), placed at the centre's coordinates.
 */
export function courthouseRows(list: Province[]): Insertable<CourthousesTable>[] {
  const rows: Insertable<CourthousesTable>[] = [];
  const listedPlates = new Set(listed.map((c) => c.plate));
  for (const province of list) {
    if (listedPlates.has(province.plate)) {
      listed
        .filter((c) => c.plate === province.plate)
        .forEach(({ plate, ...c }) =>
          rows.push({
            ...c,
            baro_id: plate,
            city_id: plate,
            is_main: c.id === mainCourthouseId(plate) ? 1 : 0,
          }),
        );
      continue;
    }
    rows.push({
      id: mainCourthouseId(province.plate),
      baro_id: province.plate,
      city_id: province.plate,
      name: `${province.name} Adliyesi`,
      address:
        province.centre === province.name ? `Merkez/${province.name}` : `${province.centre}/${province.name}`,
      latitude: province.latitude,
      longitude: province.longitude,
      is_main: 1,
    });
  }
  return rows;
}
