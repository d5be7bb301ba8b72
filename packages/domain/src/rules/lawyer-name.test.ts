import { describe, expect, it } from 'vitest';
import { DELETED_USER_NAME } from './kvkk.ts';
import { lawyerDisplayName, nameWithoutTitle } from './lawyer-name.ts';

describe('a lawyer shown to lawyers', () => {
  it.each([
    // A new member registers without the title; a demo lawyer was stored with it: both read the same.
    ['Burak Şahin', 'Av. Burak Şahin'],
    ['Av. Burak Şahin', 'Av. Burak Şahin'],
    ['AV. Burak Şahin', 'Av. Burak Şahin'],
    ['Av.Burak Şahin', 'Av. Burak Şahin'],
    ['Avukat Burak Şahin', 'Av. Burak Şahin'],
    ['  Burak   Şahin ', 'Av. Burak Şahin'],
    ['Av. Av. Burak Şahin', 'Av. Burak Şahin'],
    // A name that only begins like the title keeps its letters.
    ['Avni Çelik', 'Av. Avni Çelik'],
    ['Avukatoğlu Selin', 'Av. Avukatoğlu Selin'],
    ['', ''],
    [DELETED_USER_NAME, DELETED_USER_NAME],
  ])('%j reads %j', (stored, shown) => {
    expect(lawyerDisplayName(stored)).toBe(shown);
  });
});

describe('a name without its title (account holder, document, card)', () => {
  it.each([
    ['Av. Burak Şahin', 'Burak Şahin'],
    ['avukat  Zeynep Kaya', 'Zeynep Kaya'],
    ['Burak Şahin', 'Burak Şahin'],
    ['Avni Çelik', 'Avni Çelik'],
    ['Av.', ''],
  ])('%j is %j', (stored, bare) => {
    expect(nameWithoutTitle(stored)).toBe(bare);
  });
});
