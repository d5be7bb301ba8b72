import { formMessages } from '../messages.ts';

/** Disputes and suggestions take at most 3 images. */
export const MAX_IMAGES = 3;

export type ImageCountCheck = { ok: true } | { ok: false; message: string };

export function checkImageCount(count: number): ImageCountCheck {
  return count <= MAX_IMAGES ? { ok: true } : { ok: false, message: formMessages.tooManyImages };
}

/** Images are allowed only for a bug report on the suggestion form. */
export function complaintAllowsImages(category: string): boolean {
  return category === 'hata-bildirimi';
}
