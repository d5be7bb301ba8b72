import { describe, expect, it } from 'vitest';
import { checkApply, locationDeniedToast } from './apply.ts';

describe('applying needs a location when the task has an address', () => {
  it.each([
    ['Kartal Adliyesi yanı', null, false],
    ['Kartal Adliyesi yanı', { latitude: '', longitude: 29 }, false],
    ['Kartal Adliyesi yanı', { latitude: 41, longitude: 29 }, true],
    [null, null, true],
    ['  ', null, true],
  ])('address %j, location %j: ok %s', (address, location, ok) => {
    const check = checkApply(address, location);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.toast.text).toBe('Konum Bilgisini Açmadan Bu Göreve Başvuru Yapamazsınız!');
  });

  it('warns when the location permission is refused', () => {
    expect(locationDeniedToast).toEqual({
      kind: 'error',
      text: 'Konum İznini Açmadan Görev Mesafesini Siz ve Görev Sahibi Göremez!',
    });
  });
});
