import { fileTestContext, s3Provider } from './files-providers';
import { accessChecks } from './files-suite-access';
import { uploadChecks } from './files-suite-upload';

/**
 * The same tests with STORAGE_PROVIDER=s3, against a real S3-compatible server (s3rver) started
 * in a child process for this file: multipart uploads, copies, ranges and listings go over HTTP.
 */
const ctx = fileTestContext(s3Provider);

describe('uploads (S3-compatible bucket)', () => uploadChecks(ctx));
describe('downloads, records and clean-up (S3-compatible bucket)', () => accessChecks(ctx));
