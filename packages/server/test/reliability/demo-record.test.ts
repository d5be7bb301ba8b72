import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { demoLawyers, seedDemoData } from '../../src/seed/demo.ts';
import { recordsFor } from '../../src/services/reliability/record.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

const now = new Date('2026-03-10T09:00:00.000Z');
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, now);
});
afterAll(async () => {
  await database.close();
});

const idOf = async (telephone: string) =>
  (
    await database.db
      .selectFrom('users')
      .select('id')
      .where('telephone', '=', telephone)
      .executeTakeFirstOrThrow()
  ).id;

describe('demo reliability records', () => {
  it('gives Zeynep a record from her seeded history and leaves Burak a new member', async () => {
    const zeynep = await idOf(demoLawyers[2].telephone);
    const burak = await idOf(demoLawyers[3].telephone);
    const stored = await database.db.selectFrom('lawyer_records').select('user_id').execute();
    expect(stored).toHaveLength(demoLawyers.length);
    const records = await recordsFor(database.db, [zeynep, burak], 0, now);
    expect(records.get(zeynep)).toMatchObject({
      new_member: false,
      // Fourteen past errands and the rated demo task (due, without a report: late).
      figures: {
        completed: 15,
        reports_counted: 15,
        reports_on_time_percent: 80,
        late_cancels: 1,
        disputes_lost: 0,
      },
    });
    expect(records.get(zeynep)?.figures?.median_apply_minutes).toBeGreaterThan(0);
    expect(records.get(burak)).toMatchObject({ new_member: true, figures: null });
  });
});
