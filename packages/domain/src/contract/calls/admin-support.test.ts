import { describe, expect, it } from 'vitest';
import { adminSupportCalls, canActOnComplaint } from './admin-support.ts';

describe('canActOnComplaint', () => {
  it.each([
    ['read', 'open', true],
    ['read', 'read', false],
    ['read', 'closed', false],
    ['close', 'open', true],
    ['close', 'read', true],
    ['close', 'closed', false],
  ] as const)('%s from %s: %s', (action, status, allowed) => {
    expect(canActOnComplaint(action, status)).toBe(allowed);
  });
});

describe('the support desk queries', () => {
  it('default to the waiting records and page 1', () => {
    expect(adminSupportCalls.tickets.query?.parse({})).toEqual({ status: 'pending', page: 1 });
    expect(adminSupportCalls.complaints.query?.parse({})).toEqual({
      status: 'open',
      category: 'all',
      page: 1,
    });
  });

  it('take an empty closing note as no note, and refuse one that is too long in Turkish', () => {
    const body = adminSupportCalls.closeComplaint.body;
    expect(body?.parse({ note: '   ' })).toEqual({});
    expect(body?.parse({ note: ' Giderildi. ' })).toEqual({ note: 'Giderildi.' });
    const long = body?.safeParse({ note: 'a'.repeat(2001) });
    expect(long?.error?.issues[0]?.message).toBe('En fazla 2000 karakter girebilirsiniz.');
  });
});
