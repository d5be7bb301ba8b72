import crypto from 'node:crypto';

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

/**
 * A multipart/form-data body built by hand, byte for byte what a browser sends, for
 * `app.inject({ method, url, payload, headers })`.
 */
export function multipartBody(parts: readonly Part[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----MeslektasSinir${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`));
      chunks.push(Buffer.from(part.value, 'utf8'));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.data);
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file part, named like a phone photo. */
export const file = (
  name: string,
  data: Buffer,
  filename = 'foto.jpg',
  contentType = 'image/jpeg',
): Part => ({
  name,
  filename,
  contentType,
  data,
});
