import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/config';

export interface LocalS3 {
  settings: S3Settings;
  /** The S3_* variables a shop process needs to use this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's built-in account: it checks request signatures against these keys. */
const ACCESS_KEY = 'S3RVER';

/** An S3 API server (s3rver) on a free port with one empty bucket, keeping its objects in a temporary folder. */
export async function startLocalS3(bucket = 'libos-media'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'libos-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, region: 'us-east-1', accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY, endpoint, forcePathStyle: true };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
