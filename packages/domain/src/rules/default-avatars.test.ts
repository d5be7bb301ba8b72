import { describe, expect, it } from 'vitest';
import { AvatarGender } from './avatar.ts';
import { DEFAULT_AVATARS, defaultAvatarFor } from './default-avatars.ts';

describe('default avatars', () => {
  it('offers two female pictures and one male', () => {
    expect(DEFAULT_AVATARS.filter((a) => a.gender === AvatarGender.female)).toHaveLength(2);
    expect(DEFAULT_AVATARS.filter((a) => a.gender === AvatarGender.male)).toHaveLength(1);
  });

  it.each([
    [AvatarGender.female, 1, '/avatars/kadin-1.svg'],
    [AvatarGender.female, 2, '/avatars/kadin-2.svg'],
    [AvatarGender.male, 1, '/avatars/erkek-1.svg'],
    [AvatarGender.male, 2, '/avatars/erkek-1.svg'],
    [AvatarGender.female, 9, '/avatars/kadin-1.svg'],
  ] as const)('gender %i variant %i is %s', (gender, variant, path) => {
    expect(defaultAvatarFor(gender, variant).path).toBe(path);
  });
});
