import { formMessages } from '../messages.ts';
import { AVATAR_MIME_TYPES } from './avatar.ts';

/** Disputes and suggestions take at most 3 images. */
export const MAX_IMAGES = 3;

/** The largest file an upload may carry, before the server re-encodes it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What an upload is for: it decides the allowed kinds and who may see the file. */
export type ImagePurpose = 'avatar' | 'verification' | 'dispute' | 'complaint' | 'report';

/** The image kinds the server decodes and re-encodes; everything else is refused. */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export const IMAGE_MIME_TYPES: Readonly<Record<ImageKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The `accept` of a file picker for images of any kind the server takes. */
export const IMAGE_ACCEPT = Object.values(IMAGE_MIME_TYPES).join(',');

/** A document upload (a report's attachment) may also be a PDF, kept as it came after its bytes are checked. */
export const PDF_MIME_TYPE = 'application/pdf';

/** The `accept` of a file picker that takes images and PDF documents. */
export const DOCUMENT_ACCEPT = `${IMAGE_ACCEPT},${PDF_MIME_TYPE}`;

export const imageMessages = {
  missing: 'Lütfen bir resim seçiniz.',
  wrongKind: 'Yalnızca PNG, JPEG, GIF veya WEBP biçiminde resim yükleyebilirsiniz.',
  wrongAvatarKind: 'Yalnızca PNG, JPEG veya GIF biçiminde fotoğraf yükleyebilirsiniz.',
  tooLarge: 'Resim en fazla 5 MB olabilir.',
  onlyOne: 'Yalnızca bir resim yükleyebilirsiniz.',
  unreadable: 'Resim okunamadı. Lütfen başka bir dosya seçiniz.',
  tooManyPixels: 'Resmin çözünürlüğü çok yüksek. Lütfen daha küçük bir resim seçiniz.',
  unreadableForm: 'Form okunamadı. Lütfen tekrar deneyiniz.',
  unexpectedField: 'Dosya beklenmeyen bir alanda gönderildi.',
  tooManyFields: 'Form çok fazla alan içeriyor.',
  wrongDocumentKind: 'Yalnızca PDF belgesi ya da PNG, JPEG, GIF veya WEBP biçiminde resim yükleyebilirsiniz.',
  unreadablePdf: 'PDF belgesi okunamadı. Lütfen başka bir dosya seçiniz.',
} as const;

export type ImageCountCheck = { ok: true } | { ok: false; message: string };

/** The message for one file too many: the spec's own text for its limit of 3. */
export function tooManyImagesMessage(max: number): string {
  if (max === 1) return imageMessages.onlyOne;
  if (max === MAX_IMAGES) return formMessages.tooManyImages;
  return `En fazla ${max} resim seçebilirsiniz!`;
}

/** Images are allowed only for a bug report on the suggestion form. */
export function complaintAllowsImages(category: string): boolean {
  return category === 'hata-bildirimi';
}

/** An animated PNG is still a PNG (the server keeps its first frame). */
export function imageKindOfMime(mime: string | undefined): ImageKind | undefined {
  if (mime === 'image/apng') return 'png';
  return (Object.keys(IMAGE_MIME_TYPES) as ImageKind[]).find((kind) => IMAGE_MIME_TYPES[kind] === mime);
}

const avatarKinds: readonly ImageKind[] = AVATAR_MIME_TYPES.map((mime) => imageKindOfMime(mime)).filter(
  (kind): kind is ImageKind => kind !== undefined,
);
const allKinds = Object.keys(IMAGE_MIME_TYPES) as readonly ImageKind[];

/** Avatars keep the spec's png, gif and jpeg; the other uploads also take webp. */
export function allowedImageKinds(purpose: ImagePurpose): readonly ImageKind[] {
  return purpose === 'avatar' ? avatarKinds : allKinds;
}

export type ImageKindCheck = { ok: true; kind: ImageKind } | { ok: false; message: string };

/**
 * Judges a file by the type its bytes were detected as (never its name or declared type);
 * `undefined` means the bytes matched no known signature (text, SVG, HTML…).
 */
export function checkDetectedImage(detectedMime: string | undefined, purpose: ImagePurpose): ImageKindCheck {
  const kind = imageKindOfMime(detectedMime);
  if (kind && allowedImageKinds(purpose).includes(kind)) return { ok: true, kind };
  return {
    ok: false,
    message: purpose === 'avatar' ? imageMessages.wrongAvatarKind : imageMessages.wrongKind,
  };
}
