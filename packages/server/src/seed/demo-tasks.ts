import { MissionStatus } from '@meslektas/domain';
import { ISTANBUL_BAROSU_ID, CAGLAYAN_ADLIYESI_ID } from './ids.ts';
import type { NewMission } from '../db/schema.ts';

export interface DemoPeople {
  ayse: number;
  mehmet: number;
  zeynep: number;
  burak: number;
}

/** A demo task; its window starts at its creation. */
export type DemoMission = Omit<NewMission, 'window_started_at'> & { key: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The demo tasks, one or more per state: open (inside the window), urgent, out of the courthouse,
 * assigned, completed and rated both ways, completed and not yet rated, cancelled. `at(ms)` is an
 * instant that long before the start, `day(n)` the Istanbul day n days from it.
 */
export function demoMissions(
  { ayse, mehmet, zeynep, burak }: DemoPeople,
  at: (msAgo: number) => string,
  day: (daysFromToday: number) => string,
): DemoMission[] {
  /** Done by `assignee` for `owner`: created, assigned and completed that long before the start. */
  const completedBy = (owner: number, assignee: number, created: number, assigned: number, done: number) => ({
    owner_id: owner,
    user_id: assignee,
    status: MissionStatus.completed,
    created_at: at(created),
    assigned_at: at(assigned),
    completed_at: at(done),
    completed_by: assignee,
  });
  const base = {
    baro_id: ISTANBUL_BAROSU_ID,
    adliye_id: CAGLAYAN_ADLIYESI_ID,
  } as const;
  return [
    {
      ...base,
      key: 'open',
      owner_id: ayse,
      category_id: 1,
      price: 150_000,
      plan_date: day(0),
      plan_time: '14:30',
      detail: 'İstanbul 12. Asliye Ticaret Mahkemesi’ndeki duruşmaya katılım; ara karar tarafıma iletilecek.',
      created_at: at(3 * MINUTE),
    },
    {
      ...base,
      key: 'open2',
      owner_id: mehmet,
      category_id: 2,
      price: 75_000,
      plan_date: day(1),
      detail: 'İstanbul 4. İş Mahkemesi dosyasının incelenmesi ve bilirkişi raporunun fotoğraflanması.',
      created_at: at(5 * MINUTE),
    },
    {
      ...base,
      key: 'urgent',
      owner_id: ayse,
      category_id: 3,
      price: 50_000,
      plan_date: day(0),
      detail: 'Beyan dilekçesinin bugün mesai bitimine kadar 7. İcra Hukuk Mahkemesi kalemine teslimi.',
      fast: 1,
      created_at: at(1 * MINUTE),
    },
    {
      ...base,
      key: 'out',
      owner_id: zeynep,
      category_id: 8,
      price: 100_000,
      plan_date: day(1),
      plan_time: '10:00',
      out_adliye: 1,
      address_name: 'Kağıthane Tapu Müdürlüğü',
      address: 'Merkez Mah., Kağıthane/İstanbul',
      latitude: 41.0785,
      longitude: 28.9725,
      detail: 'Satış işlemi için tapu müdürlüğünde müvekkil adına hazır bulunulması.',
      created_at: at(8 * MINUTE),
    },
    {
      ...base,
      key: 'assigned',
      owner_id: ayse,
      user_id: mehmet,
      category_id: 1,
      price: 200_000,
      plan_date: day(1),
      plan_time: '09:30',
      detail: 'İstanbul 3. Aile Mahkemesi’nde tanık dinlenecek duruşmaya katılım.',
      status: MissionStatus.assigned,
      created_at: at(DAY + 2 * HOUR),
      assigned_at: at(DAY + 100 * MINUTE),
    },
    {
      ...base,
      key: 'assigned2',
      owner_id: zeynep,
      user_id: ayse,
      category_id: 5,
      price: 75_000,
      plan_date: day(0),
      detail: 'İcra dosyasına haciz talebinin verilmesi ve masrafın yatırılması.',
      status: MissionStatus.assigned,
      created_at: at(1 * DAY),
      assigned_at: at(1 * DAY - 30 * MINUTE),
    },
    {
      ...base,
      key: 'rated',
      category_id: 4,
      price: 50_000,
      plan_date: day(-2),
      detail: 'Islah harcının yatırılması ve makbuzun UYAP’a eklenmesi.',
      ...completedBy(mehmet, ayse, 2 * DAY + 3 * HOUR, 2 * DAY + 2 * HOUR, 2 * DAY),
    },
    {
      ...base,
      key: 'rated2',
      category_id: 2,
      price: 100_000,
      plan_date: day(-5),
      detail: 'Ceza dosyasının incelenerek iddianame ve tutanakların fotoğraflanması.',
      ...completedBy(ayse, zeynep, 5 * DAY + 4 * HOUR, 5 * DAY + 3 * HOUR, 5 * DAY),
    },
    {
      ...base,
      key: 'completed',
      category_id: 1,
      price: 150_000,
      plan_date: day(-1),
      plan_time: '11:00',
      detail: 'İstanbul 9. Tüketici Mahkemesi’ndeki duruşmaya katılım ve zaptın iletilmesi.',
      ...completedBy(zeynep, burak, DAY + 6 * HOUR, DAY + 5 * HOUR, DAY + 2 * HOUR),
    },
    {
      ...base,
      key: 'cancelled',
      owner_id: burak,
      category_id: 3,
      price: 40_000,
      plan_date: day(-1),
      detail: 'Cevap dilekçesinin kaleme teslimi.',
      status: MissionStatus.cancelled,
      cancel_text: 'Müvekkil dilekçeyi kendisi teslim etti.',
      created_at: at(1 * DAY + 2 * HOUR),
      cancelled_at: at(1 * DAY + HOUR),
    },
  ];
}
