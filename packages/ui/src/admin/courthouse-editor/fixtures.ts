import type { AdminBar, AdminCourthouse } from '@meslektas/domain';

export const bars: AdminBar[] = [
  { id: 6, name: 'Ankara Barosu', city_id: 6 },
  { id: 34, name: 'İstanbul Barosu', city_id: 34 },
  { id: 55, name: 'Samsun Barosu', city_id: 55 },
];

export const courthouses: AdminCourthouse[] = [
  {
    id: 3401,
    baro_id: 34,
    bar_name: 'İstanbul Barosu',
    city_id: 34,
    city_name: 'İstanbul',
    name: 'Çağlayan Adliyesi',
    address: 'Çağlayan Mah. Vatan Cad., Kağıthane/İstanbul',
    latitude: 41.0772,
    longitude: 28.987,
    is_main: true,
    lawyers: 2140,
    tasks: 18230,
  },
  {
    id: 3402,
    baro_id: 34,
    bar_name: 'İstanbul Barosu',
    city_id: 34,
    city_name: 'İstanbul',
    name: 'İstanbul Anadolu Adliyesi',
    address: 'Kartal/İstanbul',
    latitude: 40.8897,
    longitude: 29.1905,
    is_main: false,
    lawyers: 1204,
    tasks: 9411,
  },
  {
    id: 3410,
    baro_id: 34,
    bar_name: 'İstanbul Barosu',
    city_id: 34,
    city_name: 'İstanbul',
    name: 'Çatalca Adliyesi Ek Hizmet Binası',
    address: null,
    latitude: 41.1436,
    longitude: 28.4612,
    is_main: false,
    lawyers: 0,
    tasks: 0,
  },
];
