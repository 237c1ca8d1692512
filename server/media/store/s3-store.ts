import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { assertMediaKey, etagOf, LIST_BATCH, type MediaStore, type StoredMedia } from './media-store';

/** The object's metadata entry (x-amz-meta-sha256-etag) that keeps our ETag, so it matches the other stores'. */
const ETAG_METADATA = 'sha256-etag';

const notThere = (error: unknown): boolean => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket (AWS, MinIO, Yandex Object Storage...): what every server of a cluster reads. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    // Putting a key again writes the same bytes (keys are never reused), so no check before is needed.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, Metadata: { [ETAG_METADATA]: etagOf(bytes).slice(1, -1) } }),
    );
  }

  async get(key: string): Promise<StoredMedia | undefined> {
    assertMediaKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
      const kept = object.Metadata?.[ETAG_METADATA];
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream', etag: kept ? `"${kept}"` : etagOf(bytes) };
    } catch (error) {
      if (notThere(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertMediaKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (notThere(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** A page of the bucket's listing at a time, by each object's LastModified (a put of the same key renews it). */
  async *list(prefix: string, before: Date): AsyncIterable<string[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: LIST_BATCH }));
      const keys = (page.Contents ?? [])
        .filter((object) => object.Key !== undefined && object.LastModified !== undefined && object.LastModified < before)
        .map((object) => object.Key!);
      if (keys.length > 0) yield keys;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
