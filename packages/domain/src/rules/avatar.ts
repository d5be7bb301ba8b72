/** Avatar uploads: png, gif and jpeg only. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
/** For the file input's accept attribute. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

const extensions = new Set(['png', 'gif', 'jpeg', 'jpg']);

/** Accepts a MIME type or a file name. */
export function isAllowedAvatar(typeOrName: string): boolean {
  const v = typeOrName.toLowerCase().trim();
  if (v.includes('/')) return (AVATAR_MIME_TYPES as readonly string[]).includes(v);
  const ext = v.split('.').pop() ?? '';
  return v.includes('.') && extensions.has(ext);
}

/** Default avatar genders when the user removes the photo: 1 male, 2 female. */
export const AvatarGender = { male: 1, female: 2 } as const;
export type AvatarGenderCode = (typeof AvatarGender)[keyof typeof AvatarGender];

export function isAvatarGender(value: unknown): value is AvatarGenderCode {
  return value === AvatarGender.male || value === AvatarGender.female;
}

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
