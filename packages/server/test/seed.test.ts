import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tuningSpecs, PRO_AGREEMENT_SLUG, istanbulDay, serverConstantNames } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { DEMO_PASSWORD, demoLawyers, demoOperator, seedDemoData } from '../src/seed/demo.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../src/seed/ids.ts';
import { loadReferenceData } from '../src/seed/reference.ts';
import { verifyPassword } from '../src/services/passwords.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/** The free tier's daily limit on a fresh database. */
const FREE_DAILY_APPLICATIONS = tuningSpecs.ucretsiz_gunluk_basvuru.default;

const count = async (database: DatabaseHandle, table: 'cities' | 'districts' | 'bars' | 'courthouses') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('reference data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('has the 81 provinces with plate codes, a bar and a main courthouse for each', async () => {
    expect(await count(database, 'cities')).toBe(81);
    expect(await count(database, 'bars')).toBe(81);
    const samsun = await database.db.selectFrom('cities').selectAll().where('id', '=', 55).executeTakeFirst();
    expect(samsun?.name).toBe('Samsun');
    const bar = await database.db
      .selectFrom('bars')
      .selectAll()
      .where('id', '=', ISTANBUL_BAROSU_ID)
      .executeTakeFirst();
    expect(bar?.name).toBe('İstanbul Barosu');
    const mains = await database.db
      .selectFrom('courthouses')
      .select('baro_id')
      .where('is_main', '=', 1)
      .execute();
    expect(new Set(mains.map((c) => c.baro_id)).size).toBe(81);
  });

  it('has the official districts with coordinates inside Turkey', async () => {
    expect(await count(database, 'districts')).toBeGreaterThan(900);
    const outside = await database.db
      .selectFrom('districts')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('latitude', '<', 35.8),
          eb('latitude', '>', 42.2),
          eb('longitude', '<', 25.6),
          eb('longitude', '>', 44.9),
        ]),
      )
      .execute();
    expect(outside).toEqual([]);
  });

  it('has the main İstanbul courthouses and the Ankara, İzmir and Samsun ones', async () => {
    const names = (await database.db.selectFrom('courthouses').select('name').execute()).map((c) => c.name);
    for (const name of [
      'Çağlayan Adliyesi',
      'İstanbul Anadolu Adliyesi (Kartal)',
      'Bakırköy Adliyesi',
      'Küçükçekmece Adliyesi',
      'Gaziosmanpaşa Adliyesi',
      'Büyükçekmece Adliyesi',
      'Ankara Adliyesi',
      'İzmir Adliyesi (Bayraklı)',
      'Samsun Adliyesi',
    ]) {
      expect(names).toContain(name);
    }
    const caglayan = await database.db
      .selectFrom('courthouses')
      .selectAll()
      .where('id', '=', CAGLAYAN_ADLIYESI_ID)
      .executeTakeFirstOrThrow();
    expect(caglayan.latitude).toBeCloseTo(41.07, 1);
    expect(caglayan.longitude).toBeCloseTo(28.98, 1);
  });

  it('has categories with budget lists, places and time flags', async () => {
    const categories = await database.db.selectFrom('categories').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    for (const c of categories) {
      expect(c.price).toMatch(/^\d+(,\d+)*$/);
      expect(['both', 'in', 'out']).toContain(c.out_adliye);
    }
    expect(new Set(categories.map((c) => c.out_adliye))).toEqual(new Set(['both', 'in', 'out']));
    expect(categories.some((c) => c.time_required === 1)).toBe(true);
  });

  it('has every server constant the specification and the screens name, none empty', async () => {
    const rows = await database.db.selectFrom('constants').selectAll().execute();
    const byName = new Map(rows.map((c) => [c.name, c.description]));
    for (const name of serverConstantNames) {
      expect(byName.get(name)?.trim(), name).toBeTruthy();
    }
    expect(JSON.parse(byName.get('pro_ozellikler') ?? '')).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );
  });

  it('seeds only constants a screen or the server reads, so the console offers none that shows nowhere', () => {
    const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const readers = ['app/src', 'ui/src', 'server/src/services', 'server/src/routes'];
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        // Stories, tests and the console's fixtures name constants without reading them.
        else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|fixtures\.ts$/.test(entry.name))
          sources.push(fs.readFileSync(file, 'utf8'));
      }
    };
    for (const dir of readers) walk(path.join(packages, dir));
    const all = sources.join('\n');
    const unread = serverConstantNames.filter((name) => !new RegExp(`\\b${name}\\b`, 'u').test(all));
    expect(unread).toEqual([]);
  });

  it('loading again adds nothing and keeps edited rows', async () => {
    await database.db
      .updateTable('constants')
      .set({ description: 'Düzenlendi' })
      .where('name', '=', 'katip_uyari')
      .execute();
    const before = await count(database, 'districts');
    await loadReferenceData(database.db);
    expect(await count(database, 'districts')).toBe(before);
    const edited = await database.db
      .selectFrom('constants')
      .select('description')
      .where('name', '=', 'katip_uyari')
      .executeTakeFirstOrThrow();
    expect(edited.description).toBe('Düzenlendi');
    const system = await database.db
      .selectFrom('short_descriptions')
      .select('id')
      .where('user_id', 'is', null)
      .execute();
    expect(system.length).toBeGreaterThan(0);
    await loadReferenceData(database.db);
    const again = await database.db
      .selectFrom('short_descriptions')
      .select('id')
      .where('user_id', 'is', null)
      .execute();
    expect(again.length).toBe(system.length);
  });
});

describe('the Pro membership agreement page', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  const agreement = () =>
    database.db.selectFrom('pages').selectAll().where('slug', '=', PRO_AGREEMENT_SLUG).execute();

  it('is a notice page of its own on a new database, not the terms of use', async () => {
    const [page] = await agreement();
    expect(page).toMatchObject({ title: 'Pro Üyelik Sözleşmesi', in_homepage: 0 });
    expect(page!.body).toContain('Pro üyelik');
  });

  it('given a database from before it / is added once, and an operator deleting it is kept', async () => {
    // An older database: its content was seeded when the agreement page did not exist yet.
    await database.db.deleteFrom('pages').where('slug', '=', PRO_AGREEMENT_SLUG).execute();
    await database.db.deleteFrom('app_meta').where('key', '=', 'pro_agreement_seeded').execute();
    await loadReferenceData(database.db);
    expect(await agreement()).toHaveLength(1);
    await loadReferenceData(database.db);
    expect(await agreement()).toHaveLength(1);
    await database.db.deleteFrom('pages').where('slug', '=', PRO_AGREEMENT_SLUG).execute();
    await loadReferenceData(database.db);
    expect(await agreement()).toEqual([]);
  });
});

describe('demo data', () => {
  let database: DatabaseHandle;
  const now = new Date('2026-11-21T09:00:00.000Z');
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads four verified, active İstanbul lawyers serving Çağlayan, the first Pro for a year', async () => {
    expect(await seedDemoData(database.db, now)).toBe(true);
    const users = await database.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'lawyer')
      .orderBy('telephone')
      .execute();
    expect(users.map((u) => u.telephone)).toEqual(demoLawyers.map((l) => l.telephone));
    for (const user of users) {
      expect(user.baro_id).toBe(ISTANBUL_BAROSU_ID);
      expect(user.sms_verified_at).not.toBeNull();
      expect(user.email_verified_at).not.toBeNull();
      expect(user.status).toBe('active');
      const serves = await database.db
        .selectFrom('user_courthouses')
        .select('adliye_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(serves.map((s) => s.adliye_id)).toContain(CAGLAYAN_ADLIYESI_ID);
    }
    expect(await verifyPassword(DEMO_PASSWORD, users[0]!.password_hash)).toBe(true);
    expect(users[0]!.vip).toBe(1);
    const proDays = (Date.parse(users[0]!.pro_last_date ?? '') - now.getTime()) / 86_400_000;
    expect(Math.round(proDays)).toBe(365);
    expect(users.slice(1).every((u) => u.vip === 0)).toBe(true);
  });

  it('loads one operator for the console, outside every bar', async () => {
    const operators = await database.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'operator')
      .execute();
    expect(operators.map((u) => [u.telephone, u.baro_id, u.status])).toEqual([
      [demoOperator.telephone, null, 'active'],
    ]);
  });

  it('has tasks in every state, with applications and two-way ratings', async () => {
    const statuses = await database.db
      .selectFrom('missions')
      .select(['id', 'status', 'fast', 'created_at'])
      .execute();
    expect(new Set(statuses.map((m) => m.status))).toEqual(new Set([0, 1, 2, 4]));
    expect(statuses.some((m) => m.status === 0 && m.fast === 1)).toBe(true);
    const open = statuses.filter((m) => m.status === 0);
    // Still inside the 15-minute window at load time, so the pending lists have content.
    expect(open.every((m) => now.getTime() - Date.parse(m.created_at) < 15 * 60_000)).toBe(true);
    const rated = await database.db
      .selectFrom('comments')
      .select(['mission_id'])
      .groupBy('mission_id')
      .having((eb) => eb.fn.countAll(), '=', 2)
      .execute();
    expect(rated.length).toBeGreaterThan(0);
    const applications = await database.db.selectFrom('applications').select('id').execute();
    expect(applications.length).toBeGreaterThan(5);
  });

  it('leaves every non-Pro lawyer room under the free tier’s daily applications', async () => {
    const today = istanbulDay(now);
    const rows = await database.db
      .selectFrom('applications')
      .innerJoin('users', 'users.id', 'applications.user_id')
      .select(['users.telephone', 'users.vip', 'applications.created_at'])
      .execute();
    for (const lawyer of demoLawyers.filter((l) => l.vip === 0)) {
      const todays = rows.filter(
        (r) => r.telephone === lawyer.telephone && istanbulDay(new Date(r.created_at)) === today,
      );
      expect(todays.length).toBeLessThan(FREE_DAILY_APPLICATIONS);
    }
  });

  it('does nothing on a database that already has users', async () => {
    expect(await seedDemoData(database.db, now)).toBe(false);
    const users = await database.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(demoLawyers.length + 1);
  });

  it('two processes seeding one empty database at once load it once', async () => {
    const fresh = await openTestDatabase();
    try {
      const results = await Promise.all([seedDemoData(fresh.db, now), seedDemoData(fresh.db, now)]);
      expect(results.sort()).toEqual([false, true]);
      const users = await fresh.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(demoLawyers.length + 1);
    } finally {
      await fresh.close();
    }
  });
});
