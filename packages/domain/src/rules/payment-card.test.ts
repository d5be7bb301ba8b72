import { describe, expect, it } from 'vitest';
import {
  canMovePayment,
  cardErrors,
  cardMessages,
  luhnValid,
  parseExpiry,
  sandboxTestCards,
} from './payment-card.ts';

const now = new Date('2026-11-23T12:00:00Z');
const valid = { name: 'Av. Ayşe Yılmaz', number: sandboxTestCards.success, expiry: '11/26', cvc: '123' };

describe('luhnValid', () => {
  it.each([
    [sandboxTestCards.success, true],
    [sandboxTestCards.insufficientFunds, true],
    [sandboxTestCards.threeDSecure, true],
    ['4242-4242-4242-4242', true],
    ['5528 7900 0000 0009', false],
    ['1234', false],
    ['5528 7900 0000 000a', false],
  ])('%s → %s', (number, expected) => expect(luhnValid(number)).toBe(expected));
});

describe('parseExpiry', () => {
  it.each([
    ['12/29', { month: 12, year: 2029 }],
    [' 01 / 30 ', { month: 1, year: 2030 }],
    ['13/29', null],
    ['1/29', null],
    ['', null],
  ])('%s', (text, expected) => expect(parseExpiry(text)).toEqual(expected));
});

describe('cardErrors', () => {
  it('accepts a valid card through the last day of its expiry month', () => {
    expect(cardErrors(valid, now)).toEqual({});
  });

  it('names every wrong field in Turkish', () => {
    expect(cardErrors({ name: 'A', number: '4111', expiry: '10/26', cvc: '12a' }, now)).toEqual({
      name: cardMessages.name,
      number: cardMessages.number,
      expiry: cardMessages.expired,
      cvc: cardMessages.cvc,
    });
    expect(cardErrors({ ...valid, expiry: '2026-12' }, now)).toEqual({ expiry: cardMessages.expiry });
  });
});

describe('canMovePayment', () => {
  it.each([
    ['created', 'pending_3ds', true],
    ['created', 'paid', true],
    ['pending_3ds', 'failed', true],
    ['pending_3ds', 'created', false],
    ['paid', 'failed', false],
    ['failed', 'paid', false],
  ] as const)('%s → %s: %s', (from, to, expected) => expect(canMovePayment(from, to)).toBe(expected));
});
