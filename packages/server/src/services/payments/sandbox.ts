import crypto from 'node:crypto';
import {
  type CardInput,
  SANDBOX_3DS_CODE,
  cardDigits,
  cardErrors,
  cardMessages,
  sandboxTestCards,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { type PaymentRow, type Settlement, movePayment, ownPayment, paymentMessages } from './payments.ts';
import type { Db, ServiceDeps } from '../deps.ts';

export const sandboxMessages = {
  insufficientFunds: 'Kartınızın limiti yetersiz.',
  unknownCard: 'Kart, deneme ortamında tanımlı değil.',
  wrongCode: '3-D Secure doğrulaması başarısız.',
} as const;

/** The path of the sandbox's callback, the one a real provider would call. */
const SANDBOX_CALLBACK_URL = '/api/payments/callback/sandbox';
const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How long the sandbox "bank" takes before it calls back, like a real provider's delay. */
const CALLBACK_DELAY_MS = 250;

const secretName = 'payment_sandbox_secret';

/** The HMAC key of sandbox callbacks: generated once, kept in app_meta, shared by every process. */
export async function sandboxSecret(db: Kysely<Database>): Promise<string> {
  const read = () =>
    db.selectFrom('app_meta').select('value').where('key', '=', secretName).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('app_meta')
    .values({ key: secretName, value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('sandbox payment secret missing after insert');
  return stored.value;
}

/** The signed fields, joined like iyzico's signatures: id:reference:result:reason. */
export function signSettlement(secret: string, s: Settlement): string {
  return crypto
    .createHmac('sha256', secret)
    .update([s.paymentId, s.reference, s.result, s.reason ?? ''].join(':'))
    .digest('hex');
}

export function verifySettlement(secret: string, s: Settlement, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return crypto.timingSafeEqual(Buffer.from(signSettlement(secret, s), 'hex'), Buffer.from(signature, 'hex'));
}

/**
 * Callbacks on their way, per database (route plugins see child instances of the app, all
 * sharing its one database handle), so shutdown and tests can wait for them.
 */
const inFlight = new WeakMap<object, Set<Promise<void>>>();

/** Resolves when every scheduled sandbox callback of this database has been delivered. */
export async function sandboxIdle(db: Db): Promise<void> {
  const pending = inFlight.get(db);
  while (pending && pending.size > 0) await Promise.all([...pending]);
}

/** An HTTP request to the server itself (Fastify's `inject`), as the sandbox "bank" calls back. */
export type SelfCall = (request: {
  method: 'POST';
  url: string;
  payload: object;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number }>;

/** What the sandbox's card steps take: the clock, the log, and the way to call the callback route. */
export type SandboxDeps = Pick<ServiceDeps, 'now' | 'log'> & { selfCall: SelfCall };

/**
 * The sandbox "bank" answers later, by an HTTP callback to our own route, signed like a real
 * provider's: the result goes through the same verification as any outside caller's.
 */
function scheduleCallback(
  db: Db,
  deps: SandboxDeps,
  s: Omit<Settlement, 'reason'> & { reason: string | null },
): void {
  const set = inFlight.get(db) ?? new Set();
  inFlight.set(db, set);
  const delivery = (async () => {
    await new Promise((resolve) => setTimeout(resolve, CALLBACK_DELAY_MS));
    const secret = await sandboxSecret(db);
    const res = await deps.selfCall({
      method: 'POST',
      url: SANDBOX_CALLBACK_URL,
      payload: { payment_id: s.paymentId, reference: s.reference, result: s.result, reason: s.reason },
      headers: { [SANDBOX_SIGNATURE_HEADER]: signSettlement(secret, s) },
    });
    if (res.statusCode !== 200)
      deps.log.error({ status: res.statusCode, paymentId: s.paymentId }, 'sandbox callback refused');
  })()
    .catch((err: unknown) => deps.log.error({ err, paymentId: s.paymentId }, 'sandbox callback failed'))
    .finally(() => set.delete(delivery));
  set.add(delivery);
}

function sandboxAttempt(row: PaymentRow): PaymentRow & { provider_ref: string } {
  if (row.provider !== 'sandbox' || !row.provider_ref)
    throw new HttpError(409, paymentMessages.wrongProvider);
  return row as PaymentRow & { provider_ref: string };
}

function settlementFor(row: { id: number; provider_ref: string }, reason: string | null): Settlement {
  return { paymentId: row.id, reference: row.provider_ref, result: reason ? 'failure' : 'success', reason };
}

/**
 * The card form's submission. Field errors are a 422 before anything is stored; the 3-D Secure
 * card moves the attempt to pending_3ds (the code step); every other card is answered by callback.
 */
export async function submitSandboxCard(
  db: Db,
  deps: SandboxDeps,
  userId: number,
  id: number,
  card: CardInput,
): Promise<PaymentRow> {
  const row = sandboxAttempt(await ownPayment(db, userId, id));
  if (row.status !== 'created') throw new HttpError(409, paymentMessages.alreadyProcessed);
  const errors = cardErrors(card, deps.now());
  if (Object.keys(errors).length > 0) {
    const fields = Object.entries(errors).map(([field, message]) => ({ field, message: message! }));
    throw new HttpError(422, fields[0]!.message, {
      errors: Object.fromEntries(fields.map((f) => [f.field, [f.message]])),
    });
  }
  const digits = cardDigits(card.number);
  const last4 = digits.slice(-4);
  const is = (test: string) => cardDigits(test) === digits;
  if (is(sandboxTestCards.threeDSecure)) {
    if (!(await movePayment(db, row, 'pending_3ds', deps.now(), { card_last4: last4 }))) {
      throw new HttpError(409, paymentMessages.alreadyProcessed);
    }
  } else {
    await db.updateTable('payments').set({ card_last4: last4 }).where('id', '=', row.id).execute();
    const reason = is(sandboxTestCards.success)
      ? null
      : is(sandboxTestCards.insufficientFunds)
        ? sandboxMessages.insufficientFunds
        : sandboxMessages.unknownCard;
    scheduleCallback(db, deps, settlementFor(row, reason));
  }
  return ownPayment(db, userId, id);
}

/** The 3-D Secure step: the right code pays, any other fails the attempt; both by callback. */
export async function submitSandbox3ds(
  db: Db,
  deps: SandboxDeps,
  userId: number,
  id: number,
  code: string,
): Promise<PaymentRow> {
  const row = sandboxAttempt(await ownPayment(db, userId, id));
  if (row.status !== 'pending_3ds') throw new HttpError(409, paymentMessages.notAwaitingCode);
  if (!/^\d{6}$/.test(code.trim())) {
    throw new HttpError(422, cardMessages.code, { errors: { code: [cardMessages.code] } });
  }
  scheduleCallback(
    db,
    deps,
    settlementFor(row, code.trim() === SANDBOX_3DS_CODE ? null : sandboxMessages.wrongCode),
  );
  return row;
}
