// Uploaded files in an S3 bucket (S3_URL): every replica reads what any one of them stored. Any S3-compatible service
// (AWS, MinIO, Ceph, R2, …) through AWS's own client. The bucket is asked for at start, so wrong settings stop the app
// with a sentence naming S3_URL instead of failing the first upload.
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Logger, ServiceUnavailableException, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ConfigError } from '../config/config.js';
import type { S3Settings } from '../config/s3-url.js';
import { FileStore, type StoredFile } from './file-store.js';

/** Longer than any answer from a working service; a request past it is a service that does not answer. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Written and read back at each start; no route serves it (served files are uploads/<folder>/<name>.webp). */
const START_CHECK_KEY = 'uploads/.start-check';
export const STORE_UNAVAILABLE = /*i18n*/ 'The file store does not answer. Please try again in a moment.';

export class S3FileStore extends FileStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('S3FileStore');
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  /**
   * The bucket must take and give back a file with these credentials before the app takes requests. A file rather
   * than HeadBucket: that needs the right to list the bucket, which an upload's credentials need not have.
   */
  async onModuleInit() {
    const where = `bucket '${this.settings.bucket}' at ${this.settings.endpoint}`;
    const Key = this.keyOf(START_CHECK_KEY);
    try {
      const abortSignal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: 'ok', ContentType: 'text/plain' }), { abortSignal });
      await (await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key }), { abortSignal })).Body?.transformToString();
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  S3_URL: ${where}: ${startProblem(error)}`);
    }
    this.logger.log(`Uploaded files are kept in ${where}`);
  }

  onModuleDestroy() {
    this.client.destroy();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    // S3 writes an object whole or not at all: readers never see part of one.
    const command = new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Body: body, ContentType: contentType });
    await this.client.send(command).catch((error: unknown) => {
      throw this.unavailable('store', key, error);
    });
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return { body: object.Body as Readable, length: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.unavailable('read', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a deletion of a missing object as done.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) })).catch((error: unknown) => {
      throw this.unavailable('remove', key, error);
    });
  }

  /** A service that fails or does not answer is the site's trouble, not the visitor's request: 503, and a log line. */
  private unavailable(verb: string, key: string, error: unknown) {
    this.logger.error(`Could not ${verb} ${key} in bucket '${this.settings.bucket}': ${(error as Error).message}`);
    return new ServiceUnavailableException(STORE_UNAVAILABLE);
  }

  private keyOf(key: string) {
    return this.settings.prefix + key;
  }
}

/** No such file; a bucket gone since the start is the site's trouble, not a missing file. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.name !== 'NoSuchBucket' && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** What went wrong trying the bucket, in words an operator can act on. */
function startProblem(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (error.name === 'NoSuchBucket') return 'there is no such bucket (create it first)';
    if (status === 403 || status === 401) return `access denied (${error.name}): check the access key and secret, and that they may read and write this bucket`;
    if (status === 301 || error.name === 'AuthorizationHeaderMalformed') return `refused (${error.name}): check the region and path_style`;
    return `answered ${status ?? ''} ${error.name}`.replace('  ', ' ');
  }
  const { name, message, code } = error as { name?: string; message?: string; code?: string };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  return `could not be reached (${code ?? message ?? String(error)})`;
}
