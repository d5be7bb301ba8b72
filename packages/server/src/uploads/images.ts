import {
  IMAGE_MIME_TYPES,
  type ImageKind,
  PDF_MIME_TYPE,
  type ImagePurpose,
  checkDetectedImage,
  imageMessages,
} from '@meslektas/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';

/** The long side of a stored image: avatars are shown small, the rest may be zoomed. */
const MAX_EDGE: Readonly<Record<ImagePurpose, number>> = {
  avatar: 512,
  verification: 2048,
  dispute: 2048,
  complaint: 2048,
  report: 2048,
};

/**
 * Decompression bombs: a 5 MB PNG of one colour can claim billions of pixels. 50 MP still takes
 * a full-size 48 MP phone photo.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** A GIF is kept as a still PNG of its first frame: no animation, no second decoder to trust. */
const outputKind: Readonly<Record<ImageKind, Exclude<ImageKind, 'gif'>>> = {
  png: 'png',
  jpeg: 'jpeg',
  gif: 'png',
  webp: 'webp',
};

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** The bytes are not an image this upload takes; the message is for the user. */
export class ImageRejectedError extends Error {}

/**
 * Accepts the bytes only when they are an allowed image by their signature and libvips reads
 * them as that same format, then re-encodes them: rotated upright by EXIF, shrunk to fit, and
 * written fresh, which leaves behind all metadata (EXIF GPS included) and anything appended to
 * or hidden in the original (polyglot payloads).
 */
export async function processImage(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  const check = checkDetectedImage(detected?.mime, purpose);
  if (!check.ok) throw new ImageRejectedError(check.message);

  let header: Metadata;
  try {
    // Headers only, no pixels decoded yet: safe without the pixel limit, so a bomb gets its own message.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(imageMessages.unreadable);
  }
  // Both readers must agree: a file that is one thing to file-type and another to libvips is a polyglot.
  if (header.format !== check.kind) throw new ImageRejectedError(imageMessages.unreadable);
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(imageMessages.tooManyPixels);
  }

  const edge = MAX_EDGE[purpose];
  const resized = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    autoOrient: true,
  }).resize({
    width: edge,
    height: edge,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const kind = outputKind[check.kind];
  const encoder =
    kind === 'jpeg'
      ? resized.jpeg({ quality: 85 })
      : kind === 'webp'
        ? resized.webp({ quality: 85 })
        : resized.png();
  try {
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: IMAGE_MIME_TYPES[kind], width: info.width, height: info.height };
  } catch {
    // Corrupt or truncated pixel data behind a valid header.
    throw new ImageRejectedError(imageMessages.unreadable);
  }
}

/** How far from its end a PDF's last `%%EOF` marker may sit (trailing newlines, padding). */
const PDF_TAIL_BYTES = 1024;

/**
 * A document upload (a report's attachment): an image goes through processImage; a PDF is kept
 * byte for byte once its bytes say so, a `%PDF-1.x`/`%PDF-2.x` header at the start and an `%%EOF`
 * marker at the end (a renamed file or a cut-off upload is refused). It is served as a download,
 * sandboxed, never rendered by this site.
 */
export async function processDocument(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (detected?.mime === PDF_MIME_TYPE) {
    const header = input.subarray(0, 8).toString('latin1');
    const tail = input.subarray(Math.max(0, input.length - PDF_TAIL_BYTES)).toString('latin1');
    if (!/^%PDF-[12]\.\d/.test(header) || !tail.includes('%%EOF')) {
      throw new ImageRejectedError(imageMessages.unreadablePdf);
    }
    return { bytes: input, contentType: PDF_MIME_TYPE, width: 0, height: 0 };
  }
  if (!checkDetectedImage(detected?.mime, purpose).ok) {
    throw new ImageRejectedError(imageMessages.wrongDocumentKind);
  }
  return processImage(input, purpose);
}
