import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as accountRequests from './account-requests.ts';
import * as payoutRequests from './payout-requests.ts';
import * as s from './requests.ts';

const schemas = (
  Object.entries({ ...s, ...payoutRequests, ...accountRequests }) as [string, unknown][]
).filter(
  (entry): entry is [string, z.ZodType] => entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType,
);
const junk: unknown[] = [null, 'x', -1, 1.5, true, [], {}, [{}], 'a'.repeat(6000), { nested: 1 }];
const keysOf = (schema: z.ZodType): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

/** Zod's own defaults are English ("Invalid input", "expected ..."): none may reach a user. */
describe('every request schema answers bad input in Turkish', () => {
  it('covers the schemas of the contract', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(34);
  });

  it.each(schemas)('%s', (_name, schema) => {
    const inputs: unknown[] = [undefined, null, 'x', []];
    for (const key of keysOf(schema)) for (const value of junk) inputs.push({ [key]: value });
    for (const input of inputs) {
      const r = schema.safeParse(input);
      if (r.success) continue;
      for (const issue of r.error.issues) {
        expect(issue.message, String(JSON.stringify(input)).slice(0, 80)).not.toMatch(
          /invalid|expected|too (big|small)/i,
        );
      }
    }
  });
});
