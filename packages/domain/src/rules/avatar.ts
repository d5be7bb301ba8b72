/** Avatar uploads: png, gif and jpeg only. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
/** For the file input's accept attribute. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

/** Default avatar genders when the user removes the photo: 1 male, 2 female. */
export const AvatarGender = { male: 1, female: 2 } as const;
export type AvatarGenderCode = (typeof AvatarGender)[keyof typeof AvatarGender];

export type AvatarState = 'pending' | 'confirmed' | 'none';

/** A new upload waits as pending_avatar until approved. */
export function avatarState(user: { avatar: string | null; pending_avatar: string | null }): AvatarState {
  if (user.pending_avatar) return 'pending';
  return user.avatar ? 'confirmed' : 'none';
}

export const avatarStateTexts: Readonly<Record<Exclude<AvatarState, 'none'>, string>> = {
  pending: 'Fotoğrafınız Onay Bekliyor..',
  confirmed: 'Fotoğrafınız Onaylı',
};
