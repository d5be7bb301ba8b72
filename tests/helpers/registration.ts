import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoOperator } from '../../packages/server/src/seed/demo.ts';
import { clientFor, contract } from './contract-client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '3100';

/**
 * Runs one of tests/e2e/support's scripts against this run's e2e server (its database, its
 * realtime endpoint) and returns what it printed: what has no API, or has only the operator's.
 */
export function e2eScript(script: 'accounts-db', ...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', `tests/e2e/support/${script}.ts`, port, ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

/** A valid T.C. kimlik number from its first nine digits (the first not 0): the two check digits added. */
export function tcKimlikFrom(firstNine: string): string {
  const d = firstNine.split('').map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  return `${firstNine}${tenth}${(d.reduce((a, b) => a + b, 0) + tenth) % 10}`;
}

export interface NewLawyer {
  name: string;
  surname: string;
  tc: string;
  sicil: string;
  telephone: string;
  email: string;
  password: string;
}

/**
 * A registration nobody holds yet: a valid T.C. kimlik number, a fresh number and address. `series`
 * (1 to 9) keeps the journeys of one run apart: it leads the T.C. number and picks the operator code.
 */
export function newLawyer(
  person: { name: string; surname: string; mailbox: string; password: string },
  series: number,
): NewLawyer {
  const serial = Date.now() % 100_000_000;
  const digits = String(serial).padStart(8, '0');
  return {
    name: person.name,
    surname: person.surname,
    tc: tcKimlikFrom(`${series}${digits}`),
    sicil: `${serial % 100_000}`,
    telephone: `054${10 - series}${digits.slice(-7)}`,
    email: `${person.mailbox}.${serial}@example.com`,
    password: person.password,
  };
}

/**
 * Fills /kayit for İstanbul Barosu as a person would, all but the two consents; `tc` overrides the
 * lawyer's T.C. number (to try a wrong one first).
 */
export async function fillRegistration(page: Page, lawyer: NewLawyer, tc = lawyer.tc): Promise<void> {
  await page.getByLabel('Ad', { exact: true }).fill(lawyer.name);
  await page.getByLabel('Soyad', { exact: true }).fill(lawyer.surname);
  await page.getByLabel('T.C. Kimlik No').fill(tc);
  await page.getByLabel('Baro', { exact: true }).selectOption({ label: 'İstanbul Barosu' });
  await page.getByLabel('Baro Sicil No').fill(lawyer.sicil);
  await page.getByLabel('Cep Telefonu').pressSequentially(lawyer.telephone.slice(1));
  await page.getByLabel('E-posta').fill(lawyer.email);
  await page.getByLabel('Şifre', { exact: true }).fill(lawyer.password);
  await page.getByLabel('Şifre (Tekrar)').fill(lawyer.password);
}

/** Registers at İstanbul Barosu through the API; the account waits for its verifications. */
export async function registerViaApi(
  request: APIRequestContext,
  lawyer: NewLawyer,
): Promise<{ token: string; id: number }> {
  const { token } = await clientFor(request).call(contract.auth.register, {
    body: { ...lawyer, baro_id: 34, password_confirmation: lawyer.password, kvkk: true, terms: true },
  });
  const me = await clientFor(request, { token }).call(contract.auth.getData);
  return { token, id: me.data.id };
}

/** The operator finds the account by its number in the console's queue of passive accounts and approves it. */
export async function approveViaConsole(request: APIRequestContext, telephone: string): Promise<void> {
  const operator = clientFor(request, demoOperator.telephone);
  const queue = await operator.call(contract.admin.accounts, {
    query: { status: 'passive', q: telephone, page: 1 },
  });
  const account = queue.data.find((a) => a.telephone === telephone);
  if (!account) throw new Error(`${telephone} is not waiting in the accounts queue`);
  await operator.call(contract.admin.approveAccount, { params: { id: account.id } });
}

/** Registers, verifies phone and e-mail with the codes sent, and has an operator approve him. */
export async function registerApprovedLawyer(request: APIRequestContext, lawyer: NewLawyer) {
  const registered = await registerViaApi(request, lawyer);
  const as = clientFor(request, { token: registered.token });
  await as.call(contract.auth.smsResend, { body: { telephone: lawyer.telephone } });
  await as.call(contract.auth.smsVerify, {
    body: { code: e2eScript('accounts-db', 'code', lawyer.telephone) },
  });
  await as.call(contract.auth.emailResend, { body: { email: lawyer.email } });
  await as.call(contract.auth.emailVerify, {
    body: { code: e2eScript('accounts-db', 'code', lawyer.email) },
  });
  await approveViaConsole(request, lawyer.telephone);
  return registered;
}
