/**
 * Whether a database error is a broken unique key (or primary key): the sign that a simultaneous
 * request inserted the same row first. Read from the drivers' error codes, never from the message:
 * better-sqlite3 reports SQLITE_CONSTRAINT_UNIQUE / SQLITE_CONSTRAINT_PRIMARYKEY, PostgreSQL the
 * SQLSTATE 23505 (unique_violation).
 */
const uniqueCodes: ReadonlySet<unknown> = new Set([
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  '23505',
]);

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && uniqueCodes.has((err as { code?: unknown }).code);
}
