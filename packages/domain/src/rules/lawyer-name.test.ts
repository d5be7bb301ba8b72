import { describe, expect, it } from 'vitest';
import { DELETED_USER_NAME } from './kvkk.ts';
import { lawyerDisplayName, nameWithoutTitle } from './lawyer-name.ts';

describe('a lawyer’s name: as a form or document takes it, and as lawyers are shown it', () => {
  it.each([
    // A new member registers without the title; a demo lawyer was stored with it: both read the same.
    { stored: 'Burak Şahin', bare: 'Burak Şahin', shown: 'Av. Burak Şahin' },
    { stored: 'Av. Burak Şahin', bare: 'Burak Şahin', shown: 'Av. Burak Şahin' },
    { stored: 'AV. Burak Şahin', bare: 'Burak Şahin', shown: 'Av. Burak Şahin' },
    { stored: 'Av.Burak Şahin', bare: 'Burak Şahin', shown: 'Av. Burak Şahin' },
    // The word written out.
    { stored: 'avukat  Zeynep Kaya', bare: 'Zeynep Kaya', shown: 'Av. Zeynep Kaya' },
    // Extra spaces, or the title twice, leave one name.
    { stored: '  Burak   Şahin ', bare: 'Burak Şahin', shown: 'Av. Burak Şahin' },
    { stored: 'Av. Av. Burak Şahin', bare: 'Burak Şahin', shown: 'Av. Burak Şahin' },
    // A name that only begins like the title keeps its letters.
    { stored: 'Avni Çelik', bare: 'Avni Çelik', shown: 'Av. Avni Çelik' },
    { stored: 'Avukatoğlu Selin', bare: 'Avukatoğlu Selin', shown: 'Av. Avukatoğlu Selin' },
    { stored: 'Av.', bare: '', shown: '' },
    // A deleted account's placeholder is nobody's name: no title.
    { stored: DELETED_USER_NAME, bare: DELETED_USER_NAME, shown: DELETED_USER_NAME },
  ])('$stored: $bare, shown as $shown', ({ stored, bare, shown }) => {
    expect(nameWithoutTitle(stored)).toBe(bare);
    expect(lawyerDisplayName(stored)).toBe(shown);
  });
});
