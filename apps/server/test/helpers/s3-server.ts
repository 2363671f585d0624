import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** Environment for createTestApp: the S3 driver pointed at this server. */
  env: Record<string, string>;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on 127.0.0.1 with a throw-away directory and one bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vitrina-s3-'));
  const bucket = 'vitrina-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
