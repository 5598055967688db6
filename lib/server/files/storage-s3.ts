import 'server-only';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertKey, newTempKey, type FileStorage } from './storage-keys';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Parts of 5 MiB (the S3 minimum), one in flight: at most ~10 MiB of an upload is in memory at a time. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (AWS SDK v3). Uploads stream into `tmp/<random>` with a
 * multipart upload (aborted on failure, so no part is left), then are copied to the final key and
 * the temporary object deleted.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Many S3-compatible servers do not know the newer default checksums; send them only when S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function remove(key: string): Promise<void> {
    assertKey(key);
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  }

  return {
    provider: 's3',

    async writeTemp(source) {
      const key = newTempKey();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source, ContentType: 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      // Upload reads the stream as an async iterator: when the checks stop the stream, the
      // multipart upload is aborted; a single-part upload was never sent.
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => undefined);
        await remove(key).catch(() => undefined);
        throw error;
      }
      return key;
    },

    async promote(tempKey, key) {
      assertKey(tempKey);
      assertKey(key);
      await client.send(new CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${tempKey}` }));
      await remove(tempKey);
    },

    async read(key, range) {
      assertKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return answer.Body as Readable;
    },

    remove,

    async sweepTemp(before) {
      let removed = 0;
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'tmp/', ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before) {
            await remove(object.Key);
            removed += 1;
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },
  };
}
