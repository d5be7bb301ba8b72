import type { FastifyInstance } from 'fastify';

/** A valid T.C. kimlik number built from a serial (checksum digits computed as domain checks them). */
export function tcOf(serial: number): string {
  const d = `1${String(serial).padStart(8, '0')}`.split('').map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${d.join('')}${tenth}${eleventh}`;
}

/**
 * A complete, valid registration form of the serial-th applicant of a test file: the fields that
 * must be unique (T.C., registry number, telephone, e-mail) are made from the serial.
 */
export function registrationForm(serial: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mehmet Ali',
    surname: 'Öztürk',
    tc: tcOf(serial),
    baro_id: 34,
    sicil: `S-${serial}`,
    telephone: `0541${String(1_000_000 + serial).slice(-7)}`,
    email: `kayit${serial}@example.com`,
    password: 'Sifre1234',
    password_confirmation: 'Sifre1234',
    kvkk: true,
    terms: true,
    ...overrides,
  };
}

/** The code last sent to a recipient, as it went out: the outbox keeps every SMS and e-mail sent without a provider. */
export async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  const row = await app.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in "${row.body}"`);
  return code;
}
