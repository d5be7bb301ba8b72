import { describe, expect, it } from 'vitest';
import { barCity, checkLocationChoice, isLocationInBarCity } from './location.ts';

const istanbul = { baro_id: 34, name: 'İstanbul Barosu' };
const izmir = { baro_id: 35, name: 'İzmir Barosu' };

describe('bar city', () => {
  it.each([
    ['İstanbul Barosu', 'İstanbul'],
    ['İstanbul 2 Nolu Barosu', 'İstanbul'],
    ['Şanlıurfa Barosu', 'Şanlıurfa'],
    ['Samsun', 'Samsun'],
  ])('%s is in %s', (name, city) => {
    expect(barCity(name)).toBe(city);
  });
});

describe('location inside the bar city', () => {
  it.each([
    [{ province: 'İstanbul', address: 'Çağlayan, Kağıthane' }, istanbul, true],
    [{ province: 'ISTANBUL', address: '' }, istanbul, true],
    [{ province: 'Ankara', address: 'Kızılay, İstanbul Caddesi' }, istanbul, false],
    [{ province: '', address: 'Konak, İzmir, Türkiye' }, izmir, true],
    [{ province: '', address: 'Kadıköy, İstanbul' }, izmir, false],
    [{ province: 'İzmir', address: '' }, { baro_id: 1, name: 'Barosu' }, false],
  ])('%j in %j: %s', (location, bar, inside) => {
    expect(isLocationInBarCity(location, bar)).toBe(inside);
  });
});

describe('bar-first and province-first messages', () => {
  it.each([
    [null, null, 'Once Baro Seciniz!'],
    [istanbul, { province: 'Ankara', address: '' }, 'Sectiginiz Adres Baro Sinirlari Icinde Olmali!'],
    [istanbul, { province: 'İstanbul', address: '' }, null],
    [istanbul, null, null],
  ])('bar %j, location %j', (bar, location, message) => {
    const check = checkLocationChoice(bar, location);
    expect(check.ok ? null : check.message).toBe(message);
  });
});
