import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, avatarState, isAllowedAvatar, isAvatarGender } from './avatar.ts';

describe('avatar files', () => {
  it.each([
    ['image/png', true],
    ['image/gif', true],
    ['image/jpeg', true],
    ['image/webp', false],
    ['image/svg+xml', false],
    ['vesikalik.PNG', true],
    ['foto.jpg', true],
    ['foto.jpeg', true],
    ['belge.pdf', false],
    ['png', false],
  ])('%s allowed: %s', (input, allowed) => {
    expect(isAllowedAvatar(input)).toBe(allowed);
  });

  it('lists the types for the file input', () => {
    expect(AVATAR_ACCEPT).toBe('image/png,image/gif,image/jpeg');
  });

  it.each([
    [1, true],
    [2, true],
    [0, false],
    ['1', false],
  ])('gender %j valid: %s', (g, valid) => {
    expect(isAvatarGender(g)).toBe(valid);
  });

  it.each([
    [{ avatar: 'a.png', pending_avatar: 'b.png' }, 'pending'],
    [{ avatar: 'a.png', pending_avatar: null }, 'confirmed'],
    [{ avatar: null, pending_avatar: null }, 'none'],
  ])('%j is %s', (user, state) => {
    expect(avatarState(user)).toBe(state);
  });
});
