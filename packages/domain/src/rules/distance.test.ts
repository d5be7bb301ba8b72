import { describe, expect, it } from 'vitest';
import { distanceKm, distanceLabel, distanceMetres } from './distance.ts';

const caglayan = { latitude: 41.0664, longitude: 28.9877 };
const kartal = { latitude: 40.8897, longitude: 29.1897 };
const ankara = { latitude: 39.9334, longitude: 32.8597 };

describe('haversine distance in whole km', () => {
  it.each([
    ['the same point', caglayan, caglayan, 0],
    ['Çağlayan to Kartal', caglayan, kartal, 25],
    ['Çağlayan to Ankara', caglayan, ankara, 350],
    ['a quarter of the equator', { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }, 10007],
    ['coordinates sent as strings', { latitude: '41.0664', longitude: '28.9877' }, kartal, 25],
  ])('%s', (_label, a, b, km) => {
    expect(distanceKm(a, b)).toBe(km);
  });

  it.each([
    [{ latitude: null, longitude: 29 }],
    [{ latitude: 41, longitude: undefined }],
    [{ latitude: '', longitude: 29 }],
    [{ latitude: 'kuzey', longitude: 29 }],
  ])('is null when a coordinate is missing: %j', (from) => {
    expect(distanceKm(from, kartal)).toBeNull();
  });

  it('labels a distance or its absence', () => {
    expect(distanceLabel(12)).toBe('12 KM');
    expect(distanceLabel(null)).toBe('Belirtilmemiş');
  });
});

describe('haversine distance in whole metres', () => {
  it.each([
    ['the same point', caglayan, caglayan, 0],
    ['Çağlayan to Kartal', caglayan, kartal, 25_954],
    [
      'a thousandth of a degree north on the equator',
      { latitude: 0, longitude: 0 },
      { latitude: 0.001, longitude: 0 },
      111,
    ],
  ])('%s', (_label, a, b, m) => {
    expect(distanceMetres(a, b)).toBe(m);
  });

  it('is null when a coordinate is missing', () => {
    expect(distanceMetres({ latitude: null, longitude: 29 }, kartal)).toBeNull();
  });
});
