import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { mediaStoreFor } from './choose';

const S3_ENV = {
  S3_BUCKET: 'libos-media',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};
/** Choosing a store opens nothing, so no database is needed to see which one is chosen. */
const noDatabase = {} as Database;

describe('S3_* settings', () => {
  it('are all set or none; the endpoint and path style are optional, but not alone', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(S3_ENV).s3).toEqual({ bucket: 'libos-media', region: 'eu-central-1', accessKeyId: 'key-id', secretAccessKey: 'secret', endpoint: undefined, forcePathStyle: false });
    expect(loadConfig({ ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' }).s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: 'libos-media', S3_REGION: 'eu-central-1' })).toThrow('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set together with S3_BUCKET, S3_REGION');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT and S3_FORCE_PATH_STYLE need');
    expect(() => loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE must be 1 or 0');
  });
});

describe('mediaStoreFor', () => {
  it('takes object storage when S3_* is set, else the database when DATABASE_URL is set, else the disk', () => {
    const postgres = 'postgres://shop@db/libos';
    expect(mediaStoreFor(loadConfig({ ...S3_ENV, DATABASE_URL: postgres }), noDatabase).kind).toBe('s3');
    expect(mediaStoreFor(loadConfig({ DATABASE_URL: postgres }), noDatabase).kind).toBe('postgres');
    expect(mediaStoreFor(loadConfig({ DATA_DIR: '/tmp/libos-choose' }), noDatabase).kind).toBe('disk');
  });
});
