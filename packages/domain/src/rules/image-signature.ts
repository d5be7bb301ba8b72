import type { ImageKind } from './images.ts';

/**
 * The kind of image the first bytes of a file say it is, whatever its name or declared type: the
 * photo picker refuses a renamed file before uploading it (the server checks the same way, and
 * decodes the image too).
 */
export function imageKindOfBytes(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b))
    return 'webp';
  return undefined;
}

/** How many leading bytes imageKindOfBytes needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

/** Avatars are png, gif or jpeg by their bytes. */
export function isAvatarImageBytes(bytes: Uint8Array): boolean {
  const kind = imageKindOfBytes(bytes);
  return kind === 'png' || kind === 'gif' || kind === 'jpeg';
}
