import { describe, expect, it } from 'vitest';
import type { ShowActions } from '../contract/entities.ts';
import {
  canRate,
  cancelReasonText,
  counterpartIdOf,
  counterpartOf,
  isCancelled,
  isCompleted,
} from './mission-status.ts';

const actions = (commentStatus: 0 | 1) => ({ commentStatus }) as ShowActions;

describe('mission statuses', () => {
  it.each([
    [0, false, false],
    [1, false, false],
    [2, true, false],
    [4, false, true],
  ])('status %s: completed %s, cancelled %s', (missionStatus, done, cancelled) => {
    expect(isCompleted({ missionStatus })).toBe(done);
    expect(isCancelled({ missionStatus })).toBe(cancelled);
  });

  it.each([
    [2, 0, true],
    [2, 1, false],
    [1, 0, false],
  ] as const)('status %s with commentStatus %s can rate: %s', (missionStatus, comment, rate) => {
    expect(canRate({ missionStatus, showActions: actions(comment) })).toBe(rate);
  });

  it.each([
    [null, 'Görev İptal Sebebi Belirtilmemiş'],
    ['   ', 'Görev İptal Sebebi Belirtilmemiş'],
    [undefined, 'Görev İptal Sebebi Belirtilmemiş'],
    ['Müvekkil vazgeçti', 'Müvekkil vazgeçti'],
  ])('cancel reason %j reads %s', (text, shown) => {
    expect(cancelReasonText(text)).toBe(shown);
  });
});

describe('the counterpart', () => {
  const m = {
    ownerId: 7,
    userId: 9,
    ownerName: 'Av. Ayşe',
    userName: 'Av. Mehmet',
    ownerAvatar: 'a.png',
    userAvatar: null,
  };
  it.each([
    [7, { id: 9, name: 'Av. Mehmet', avatar: null, roleLabel: 'Göreve Atanan' }],
    [9, { id: 7, name: 'Av. Ayşe', avatar: 'a.png', roleLabel: 'Görevi Oluşturan' }],
  ])('for user %s', (userId, expected) => {
    expect(counterpartOf(m, userId)).toEqual(expected);
    expect(counterpartIdOf(m, userId)).toBe(expected.id);
  });
});
