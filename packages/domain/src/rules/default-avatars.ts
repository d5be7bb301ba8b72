import { AvatarGender, type AvatarGenderCode } from './avatar.ts';

/**
 * The pictures a lawyer may choose instead of a photo ('Profil Resmi İstemiyorum'): two female
 * and one male. They are files of the app (`/avatars/…`), the same for everyone, so choosing one
 * needs no moderation.
 */
export interface DefaultAvatar {
  gender: AvatarGenderCode;
  /** Which of that gender's pictures (the female ones are 1 and 2). */
  variant: number;
  path: string;
  label: string;
}

export const DEFAULT_AVATARS: readonly DefaultAvatar[] = [
  { gender: AvatarGender.female, variant: 1, path: '/avatars/kadin-1.svg', label: 'Kadın avatarı 1' },
  { gender: AvatarGender.female, variant: 2, path: '/avatars/kadin-2.svg', label: 'Kadın avatarı 2' },
  { gender: AvatarGender.male, variant: 1, path: '/avatars/erkek-1.svg', label: 'Erkek avatarı' },
];

/** The chosen default picture; an unknown variant falls back to the gender's first one. */
export function defaultAvatarFor(gender: AvatarGenderCode, variant = 1): DefaultAvatar {
  const ofGender = DEFAULT_AVATARS.filter((a) => a.gender === gender);
  const found = ofGender.find((a) => a.variant === variant) ?? ofGender[0];
  if (!found) throw new Error(`no default avatar for gender ${gender}`);
  return found;
}
