import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import type { UserRow } from '../../src/db/schema.ts';
import { compiledPendingQueries, pendingQueries } from '../../src/services/missions/pending.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const viewer = (id: number, baro_id: number | null) => ({ id, baro_id }) as UserRow;

describe('the pending queries compiled once per shape', () => {
  // Each case runs after the ones before it, so the later ones reuse SQL compiled for other values.
  it.each([
    ['no courthouse and no bar', viewer(7, null), [], '2026-11-25T09:00:00Z'],
    ['no courthouse, a bar', viewer(8, 34), [], '2026-11-25T21:30:00Z'],
    ['one courthouse', viewer(9, 34), [1], '2026-11-26T00:10:00Z'],
    ['another courthouse, another lawyer', viewer(1200, 6), [55], '2026-12-31T20:59:59Z'],
    ['three courthouses', viewer(10, 34), [3, 5, 7], '2026-11-25T12:00:00Z'],
    ['three other courthouses', viewer(11, null), [70, 2, 9], '2027-01-01T00:00:00Z'],
  ] as const)(
    'given %s / give the SQL and values the query builder gives',
    (_name, user, courthouses, at) => {
      const now = new Date(at);
      const built = pendingQueries(database.db, user, [...courthouses], now).map((q) => q.compile());
      const compiled = compiledPendingQueries(database.db, user, [...courthouses], now);
      expect(compiled.map((q) => q.sql)).toEqual(built.map((q) => q.sql));
      expect(compiled.map((q) => q.parameters)).toEqual(built.map((q) => q.parameters));
    },
  );
});
