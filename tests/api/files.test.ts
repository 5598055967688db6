import { localProvider, fileTestContext } from './files-providers';
import { accessChecks } from './files-suite-access';
import { uploadChecks } from './files-suite-upload';

/** The file service on the default provider, DATA_DIR/uploads on the local disk (issue 11). */
const ctx = fileTestContext(localProvider);

describe('uploads (local disk)', () => uploadChecks(ctx));
describe('downloads, records and clean-up (local disk)', () => accessChecks(ctx));
