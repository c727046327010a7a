// A real S3-compatible server for the tests (s3rver, in this process, its objects in a temporary folder), with one
// bucket, and a client that reads the bucket directly to check what the app stored.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** s3rver's built-in account. */
export const S3_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_BUCKET = 'conference-files';

export interface TestS3 {
  /** The service's origin (http://127.0.0.1:port). */
  endpoint: string;
  /** S3_URL for the bucket, objects under `prefix` when given. */
  url(prefix?: string): string;
  /** The object's bytes and type as the bucket has them, or null when it has none under `key`. */
  object(key: string): Promise<{ body: Buffer; contentType?: string } | null>;
  /** Stops the server (the app's next request to it then fails). */
  stop(): Promise<void>;
}

/** The server for a whole test file: started before the file's later beforeAll hooks, stopped after its tests. */
export function useS3Server(): TestS3 {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  let client: S3Client | undefined;
  let running = false;
  const s3: TestS3 = {
    endpoint: '',
    url: (prefix = '') =>
      `http://${S3_KEY.accessKeyId}:${S3_KEY.secretAccessKey}@${s3.endpoint.slice('http://'.length)}/${S3_BUCKET}${prefix ? `/${prefix}` : ''}`,
    async object(key) {
      try {
        const answer = await client!.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
        return { body: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async stop() {
      if (!running) return;
      running = false;
      client?.destroy();
      await server.close();
    },
  };
  beforeAll(async () => {
    const { port } = await server.run();
    running = true;
    s3.endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_KEY });
  });
  afterAll(async () => {
    await s3.stop();
    rmSync(directory, { recursive: true, force: true });
  });
  return s3;
}
