import 'server-only';

/**
 * The storage providers of uploaded files (local `DATA_DIR/uploads`, or an S3-compatible bucket with
 * `STORAGE_PROVIDER=s3`). The process's provider is `services.storage()`, built by the composition
 * root (lib/server/services.ts); handlers pass it to the file service's functions.
 */
export { storageKeyFor, type ByteRange, type FileStorage } from './storage-keys';
export { createLocalStorage } from './storage-local';
export { createS3Storage } from './storage-s3';
