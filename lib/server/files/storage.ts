import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import type { FileStorage } from './storage-keys';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';

export { storageKeyFor, type ByteRange, type FileStorage } from './storage-keys';

const globalForStorage = globalThis as unknown as { __atsteelFileStorage?: FileStorage };

/** The configured provider: local `DATA_DIR/uploads` by default, an S3-compatible bucket with `STORAGE_PROVIDER=s3`. */
export function getFileStorage(): FileStorage {
  if (!globalForStorage.__atsteelFileStorage) {
    const env = getEnv();
    globalForStorage.__atsteelFileStorage =
      env.STORAGE_PROVIDER === 's3'
        ? createS3Storage({
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET!,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          })
        : createLocalStorage(path.join(path.resolve(env.DATA_DIR), 'uploads'));
  }
  return globalForStorage.__atsteelFileStorage;
}

/** Tests install their own provider (a temporary directory, or a bucket on a local S3 server). */
export function setFileStorageForTests(storage: FileStorage | undefined): void {
  globalForStorage.__atsteelFileStorage = storage;
}
