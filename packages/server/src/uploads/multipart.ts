import fastifyMultipart from '@fastify/multipart';
import { type ImagePurpose, MAX_IMAGE_BYTES, imageMessages, tooManyImagesMessage } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { ImageRejectedError, type ProcessedImage, processDocument, processImage } from './images.ts';

/** Text fields an upload form may carry beside its files (disputes send two). */
const MAX_FIELDS = 20;
/** Enough for a long dispute message. */
const MAX_FIELD_BYTES = 64 * 1024;
/** The most any upload takes (disputes, suggestions); each read passes its own `maxFiles`. */
const MAX_FILES = 3;

/**
 * Multipart parsing, and nothing else, for the routes of the calling plugin: any other body
 * reaches the handler unparsed, so a JSON or empty request to an upload route is answered with
 * the upload's own Turkish 422 (no file) instead of a parser error. Call it in a scope that holds
 * only upload routes (`app.register(async (uploads) => { await registerUploadParsing(uploads); … })`):
 * the JSON parser is gone there.
 */
export async function registerUploadParsing(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_FILES,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FILES + MAX_FIELDS,
      headerPairs: 100,
    },
  });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

export interface ReadImagesOptions {
  /** The file field; `images` also matches `images[]`. */
  field: string;
  /** 1 where the spec takes one file, 3 for disputes and suggestions. */
  maxFiles: number;
  purpose: ImagePurpose;
  /** Default true: a form without a file is a 422. */
  required?: boolean;
  /** PDF documents are taken beside the images (a report's attachments): see processDocument. */
  documents?: boolean;
}

/** Text fields by name (`x[]` and repeated names give arrays), and the accepted images re-encoded. */
export interface UploadedForm {
  fields: Record<string, string | string[]>;
  images: ProcessedImage[];
}

/**
 * Reads the request's upload with a service's options. Services take it instead of the request
 * (they do not see Fastify) and call it when their order of checks reaches the upload.
 */
export type UploadReader = (options: ReadImagesOptions) => Promise<UploadedForm>;

export const uploadReader =
  (request: FastifyRequest): UploadReader =>
  (options) =>
    readUploadedImages(request, options);

const baseName = (name: string) => (name.endsWith('[]') ? name.slice(0, -2) : name);

/**
 * Reads a multipart upload: the text fields, and every file of `field` checked by its bytes and
 * re-encoded (see processImage). Nothing is stored yet, so the caller can validate the text
 * fields (a task id, say) before `storeImages` writes anything. Every refusal is a 422 with
 * Turkish field errors under `field`.
 */
export async function readUploadedImages(
  request: FastifyRequest,
  options: ReadImagesOptions,
): Promise<UploadedForm> {
  const { field, maxFiles, purpose, required = true, documents = false } = options;
  const process = documents ? processDocument : processImage;
  const refuse = (message: string) => new HttpError(422, message, { errors: { [field]: [message] } });
  if (!request.isMultipart()) throw refuse(imageMessages.missing);

  const fields: Record<string, string | string[]> = {};
  const files: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: maxFiles,
        fileSize: MAX_IMAGE_BYTES,
        fields: MAX_FIELDS,
        parts: maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      const name = baseName(part.fieldname);
      if (part.type === 'field') {
        const value = String(part.value);
        const previous = fields[name];
        if (previous === undefined) fields[name] = part.fieldname.endsWith('[]') ? [value] : value;
        else fields[name] = [previous, value].flat();
        continue;
      }
      // Busboy counts the files against `maxFiles` (FST_FILES_LIMIT below).
      if (name !== baseName(field)) throw refuse(imageMessages.unexpectedField);
      const bytes = await part.toBuffer();
      // A file input left empty still sends a part, with no name and no bytes.
      if (bytes.length > 0 || part.filename) files.push(bytes);
    }
  } catch (err) {
    throw parserError(err, request, refuse, maxFiles);
  }
  if (required && files.length === 0) throw refuse(imageMessages.missing);

  const images: ProcessedImage[] = [];
  for (const bytes of files) {
    try {
      images.push(await process(bytes, purpose));
    } catch (err) {
      throw err instanceof ImageRejectedError ? refuse(err.message) : err;
    }
  }
  return { fields, images };
}

/** What reading the form can fail with: our own refusal, the plugin's limits, busboy's errors. */
function parserError(
  err: unknown,
  request: FastifyRequest,
  refuse: (message: string) => HttpError,
  maxFiles: number,
): Error {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refuse(imageMessages.tooLarge);
    case 'FST_FILES_LIMIT':
      return refuse(tooManyImagesMessage(maxFiles));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refuse(imageMessages.tooManyFields);
    default:
      // Busboy's own errors (no boundary, a cut-off body) carry no status and would become a 500.
      request.log.warn({ err }, 'unreadable multipart upload');
      return refuse(imageMessages.unreadableForm);
  }
}
