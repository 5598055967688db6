import 'server-only';

/**
 * What other areas use of the file service (docs/FILES.md): declare an owner kind with its file
 * fields and download rule, attach uploads in the record's save transaction, list a record's files.
 */
export { registerFileOwner, type FileFieldRule, type FileOwner, type FileOwnerRule } from './owners';
export { attachFiles, detachFiles, listFiles, listFilesOfOwners, replaceFiles, type AttachInput, type DbOrTx } from './attach';
export { canReadFile } from './download';
export { readStoredFile, storeGeneratedFile, type GeneratedFile } from './generated';
