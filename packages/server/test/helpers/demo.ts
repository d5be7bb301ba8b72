import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import type { Db } from '../../src/services/deps.ts';
import { openTestDatabase } from './test-app.ts';
import { userIdByTelephone } from './users.ts';

/** The demo data of a test file, as {@link demoDatabaseSuite} opens it. */
interface DemoDatabase {
  db: Db;
  /** The id of the demo user with this telephone. */
  idOf(telephone: string): Promise<number>;
}

/**
 * A test database with the demo data seeded at `now`, for a test file (or the describe block it is
 * called in): opened before the tests and closed after them. The returned object is empty until
 * then.
 */
export function demoDatabaseSuite(now: Date): DemoDatabase {
  const demo = {} as DemoDatabase;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db, now);
    const { db } = database;
    Object.assign(demo, { db, idOf: (telephone: string) => userIdByTelephone(db, telephone) });
  });
  afterAll(async () => {
    await database?.close();
  });
  return demo;
}
