import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, avatarState } from './avatar.ts';

describe('avatar files', () => {
  it('lists the types for the file input', () => {
    expect(AVATAR_ACCEPT).toBe('image/png,image/gif,image/jpeg');
  });
  it.each([
    [{ avatar: 'a.png', pending_avatar: 'b.png' }, 'pending'],
    [{ avatar: 'a.png', pending_avatar: null }, 'confirmed'],
    [{ avatar: null, pending_avatar: null }, 'none'],
  ])('%j is %s', (user, state) => {
    expect(avatarState(user)).toBe(state);
  });
});
