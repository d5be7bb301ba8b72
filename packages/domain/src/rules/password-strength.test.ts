import { describe, expect, it } from 'vitest';
import { passwordMessages, passwordProblem } from './password-strength.ts';

describe('password strength', () => {
  it.each([
    ['', passwordMessages.required],
    ['abc123', passwordMessages.tooShort],
    ['abcd123', passwordMessages.tooShort],
    ['abcdefgh', passwordMessages.needsLetterAndDigit],
    ['12345678', passwordMessages.needsLetterAndDigit],
    ['!!!!!!!!1', passwordMessages.needsLetterAndDigit],
    ['a1'.repeat(36) + 'x', passwordMessages.tooLong],
    ['abcd1234', null],
    ['şifre123', null],
    ['ĞÜŞİÖÇ12', null],
    ['Demo.1234', null],
    ['a1'.repeat(36), null],
  ])('%j → %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it('counts characters, not UTF-16 units / seven Turkish letters and a digit are too short', () => {
    expect(passwordProblem('ğğğğğğ1')).toBe(passwordMessages.tooShort);
  });
});
