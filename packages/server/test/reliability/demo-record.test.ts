import { describe, expect, it } from 'vitest';
import { demoLawyers } from '../../src/seed/demo.ts';
import { recordsFor } from '../../src/services/reliability/record.ts';
import { demoDatabaseSuite } from '../helpers/demo.ts';

const now = new Date('2026-03-10T09:00:00.000Z');
const demo = demoDatabaseSuite(now);

describe('demo reliability records', () => {
  it('gives Zeynep a record from her seeded history and leaves Burak a new member', async () => {
    const zeynep = await demo.idOf(demoLawyers[2].telephone);
    const burak = await demo.idOf(demoLawyers[3].telephone);
    const stored = await demo.db.selectFrom('lawyer_records').select('user_id').execute();
    expect(stored).toHaveLength(demoLawyers.length);
    const records = await recordsFor(demo.db, [zeynep, burak], 0, now);
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
