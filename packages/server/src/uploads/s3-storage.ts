import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config.ts';
import { type FileStorage, type StoredObject, checkStorageWrite, contentTypeOfKey } from './storage.ts';

/** A store that has not answered a request in this long counts as failed (the SDK then retries). */
const REQUEST_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 3_000;

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // Without keys the SDK's own chain decides (AWS_* variables, an instance role…).
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible stores do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2…) under the same keys as on
 * disk, so every server process sees every upload. The bucket stays private: the server reads the
 * object and streams it to whoever the `files` table allows, as it does from disk.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.client = createS3Client(config);
    this.bucket = config.bucket;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkStorageWrite(key, contentType);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const contentType = contentTypeOfKey(key);
    let answer;
    try {
      answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    const body = answer.Body;
    if (!(body instanceof Readable) || answer.ContentLength === undefined) {
      throw new Error(`object ${key} came back without a readable body and its length`);
    }
    return { body, size: answer.ContentLength, contentType };
  }

  async delete(key: string): Promise<void> {
    contentTypeOfKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** The bucket exists and these credentials may reach it. */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
