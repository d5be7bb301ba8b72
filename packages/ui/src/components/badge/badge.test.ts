import { describe, expect, it } from 'vitest';
import { initialsOf } from '../avatar/avatar.tsx';
import { fileMatchesAccept } from '../file-input/file-input.tsx';
import { toneFromColorName } from './badge.tsx';

describe('toneFromColorName', () => {
  it.each([
    ['success', 'success'],
    ['danger', 'danger'],
    ['bg-danger', 'danger'],
    ['WARNING', 'warning'],
    ['info', 'info'],
    ['primary', 'primary'],
    ['secondary', 'secondary'],
    ['dark', 'dark'],
    ['mor', 'secondary'],
    [null, 'secondary'],
  ] as const)('server colour %s / tone %s', (colorName, tone) => {
    expect(toneFromColorName(colorName)).toBe(tone);
  });
});

describe('initialsOf', () => {
  it('uses first and last name, drops the title and upper-cases in Turkish', () => {
    expect(initialsOf('Av. Ayşe Nur Yılmaz')).toBe('AY');
    expect(initialsOf('ilker ışık')).toBe('İI');
    expect(initialsOf('Meslektaş')).toBe('M');
  });
});

describe('fileMatchesAccept', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });
  it('matches exact types, wildcards and extensions', () => {
    const images = 'image/png,image/gif,image/jpeg';
    expect(fileMatchesAccept(file('a.png', 'image/png'), images)).toBe(true);
    expect(fileMatchesAccept(file('a.jpg', 'image/jpeg'), images)).toBe(true);
    expect(fileMatchesAccept(file('a.webp', 'image/webp'), images)).toBe(false);
    expect(fileMatchesAccept(file('a.pdf', 'application/pdf'), 'image/*')).toBe(false);
    expect(fileMatchesAccept(file('a.PDF', ''), '.pdf')).toBe(true);
    expect(fileMatchesAccept(file('a.txt', 'text/plain'), undefined)).toBe(true);
  });
});
