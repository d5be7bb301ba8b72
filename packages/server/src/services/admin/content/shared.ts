import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { HttpError } from '../../../errors.ts';
import type { Actor } from '../accounts.ts';
import { writeAudit } from '../audit.ts';

export type Db = Kysely<Database>;

/** A 422 that names the form field, so the console shows it under that field. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { errors: { [field]: [message] } });
}

/** One content change's audit line, written with the change's own transaction. */
export function auditContent(
  trx: Transaction<Database>,
  actor: Actor,
  action: string,
  subject: { type: string; id: number },
  before: object | null,
  after: object | null,
): Promise<void> {
  return writeAudit(trx, {
    operatorId: actor.operatorId,
    action,
    subjectType: subject.type,
    subjectId: subject.id,
    before: before ? { ...before } : null,
    after: after ? { ...after } : null,
    now: actor.now,
  });
}
