import { describe, expect, it } from 'vitest';
import {
  decidePresence,
  endOfIstanbulDay,
  formatMetres,
  knownPlace,
  locationErrorMessages,
  locationErrorOf,
  presenceExpiry,
  presenceRefusalMessages,
  presenceUntil,
  presentCountLine,
} from './presence.ts';

// Çağlayan Adliyesi, and points about 0.5, 1.4 and 3.3 km north of it.
const caglayan = { latitude: 41.0699, longitude: 28.9823 };
const north = (metres: number) => ({
  latitude: caglayan.latitude + metres / 111_195,
  longitude: caglayan.longitude,
});

describe('who may say "Adliyedeyim"', () => {
  const base = { serves: true, courthouse: caglayan, position: north(500), radiusMetres: 1500 };
  it.each([
    ['at the courthouse', { position: caglayan }, { ok: true, distanceMetres: 0 }],
    ['500 m away, radius 1.5 km', {}, { ok: true, distanceMetres: 500 }],
    ['exactly on the radius', { position: north(1500) }, { ok: true, distanceMetres: 1500 }],
    [
      '3.3 km away',
      { position: north(3300) },
      {
        ok: false,
        refusal: 'too_far',
        message: presenceRefusalMessages.tooFar(3300, 1500),
        distanceMetres: 3300,
      },
    ],
    [
      '1.4 km away with a smaller radius from the constants',
      { position: north(1400), radiusMetres: 1000 },
      { ok: false, refusal: 'too_far', distanceMetres: 1400 },
    ],
    [
      'a courthouse he does not serve',
      { serves: false, position: caglayan },
      { ok: false, refusal: 'not_served' },
    ],
    [
      'a courthouse without coordinates (0/0)',
      { courthouse: { latitude: 0, longitude: 0 } },
      { ok: false, refusal: 'no_coordinates', message: presenceRefusalMessages.noCoordinates },
    ],
    [
      'a courthouse without coordinates (null)',
      { courthouse: { latitude: null, longitude: null } },
      { ok: false, refusal: 'no_coordinates' },
    ],
    ['no courthouse place at all', { courthouse: null }, { ok: false, refusal: 'no_coordinates' }],
    [
      'no location (denied)',
      { position: null },
      { ok: false, refusal: 'no_location', message: presenceRefusalMessages.noLocation },
    ],
    ['a location of 0/0', { position: { latitude: 0, longitude: 0 } }, { ok: false, refusal: 'no_location' }],
    [
      'not served comes before a missing location',
      { serves: false, position: null },
      { ok: false, refusal: 'not_served' },
    ],
  ] as const)('%s', (_label, change, expected) => {
    expect(decidePresence({ ...base, ...change })).toMatchObject(expected);
  });

  it('says how far he is and how near he must be', () => {
    expect(presenceRefusalMessages.tooFar(3300, 1500)).toBe(
      'Adliyeye uzaklığınız 3,3 km. "Adliyedeyim" diyebilmek için adliyeye en fazla 1,5 km uzaklıkta olmalısınız.',
    );
  });

  it.each([
    [0, '0 m'],
    [850, '850 m'],
    [999, '999 m'],
    [1000, '1 km'],
    [1500, '1,5 km'],
    [12_345, '12,3 km'],
  ])('writes %i metres as %s', (metres, text) => {
    expect(formatMetres(metres)).toBe(text);
  });

  it.each([
    [
      { latitude: '41.07', longitude: '28.98' },
      { latitude: 41.07, longitude: 28.98 },
    ],
    [
      { latitude: 41, longitude: 0 },
      { latitude: 41, longitude: 0 },
    ],
    [{ latitude: 0, longitude: 0 }, null],
    [{ latitude: '', longitude: 28 }, null],
    [{ latitude: 'kuzey', longitude: 28 }, null],
    [undefined, null],
  ])('reads a place %j as %j', (place, expected) => {
    expect(knownPlace(place)).toEqual(expected);
  });
});

describe('how long a presence lasts', () => {
  it.each([
    // 09:00 UTC is 12:00 in Istanbul: 8 hours end at 20:00, before midnight.
    ['8 hours from noon', '2026-03-10T09:00:00.000Z', 8, '2026-03-10T17:00:00.000Z'],
    // 18:00 Istanbul + 8 h would be 02:00: the day ends first, at 00:00 Istanbul (21:00 UTC).
    ['from 18:00 the day ends first', '2026-03-10T15:00:00.000Z', 8, '2026-03-10T21:00:00.000Z'],
    ['1 hour from 23:30', '2026-03-10T20:30:00.000Z', 1, '2026-03-10T21:00:00.000Z'],
    [
      '24 hours from 00:00 end at the next midnight',
      '2026-03-10T21:00:00.000Z',
      24,
      '2026-03-11T21:00:00.000Z',
    ],
    ['2 hours from 00:30', '2026-03-10T21:30:00.000Z', 2, '2026-03-10T23:30:00.000Z'],
  ])('%s', (_label, start, hours, end) => {
    expect(presenceExpiry(new Date(start), hours).toISOString()).toBe(end);
  });

  it('ends the day at the next Istanbul midnight', () => {
    expect(endOfIstanbulDay(new Date('2026-03-10T20:59:59.000Z')).toISOString()).toBe(
      '2026-03-10T21:00:00.000Z',
    );
    expect(endOfIstanbulDay(new Date('2026-03-10T21:00:00.000Z')).toISOString()).toBe(
      '2026-03-11T21:00:00.000Z',
    );
  });

  it('shows the end in Istanbul time', () => {
    expect(presenceUntil('2026-03-10T17:00:00.000Z')).toBe('20:00');
  });
});

describe('the browser location errors and the create form line', () => {
  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [9, 'unavailable'],
  ])('code %i is %s', (code, kind) => {
    expect(locationErrorOf(code)).toBe(kind);
    expect(locationErrorMessages[locationErrorOf(code)]).toMatch(/Konum|konum/);
  });

  it.each([
    [0, null],
    [1, 'Şu an 1 meslektaş adliyede'],
    [4, 'Şu an 4 meslektaş adliyede'],
  ])('%i present: %s', (count, line) => {
    expect(presentCountLine(count)).toBe(line);
  });
});
