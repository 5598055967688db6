import 'server-only';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertKey, newTempKey, type FileStorage } from './storage-keys';

/**
 * Files on the local disk under `root` (DATA_DIR/uploads): temporary objects in `root/tmp`,
 * final ones in `root/<two hex>/<uuid>`. The move is a rename on the same file system, so a final
 * file is always complete.
 */
export function createLocalStorage(root: string): FileStorage {
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    provider: 'local',

    async writeTemp(source) {
      const key = newTempKey();
      const file = full(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, out);
      } catch (error) {
        // The file is opened asynchronously: a refusal in the first chunk can reject the pipeline
        // before the open has created it. Removing it only after the stream has closed means a
        // late open cannot leave a temporary file behind.
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await fsp.rm(file, { force: true });
        throw error;
      }
      return key;
    },

    async promote(tempKey, key) {
      const target = full(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(full(tempKey), target);
    },

    async read(key, range) {
      const file = full(key);
      // Opened before answering, so a missing file is an error here and not halfway through the body.
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async remove(key) {
      await fsp.rm(full(key), { force: true });
    },

    async sweepTemp(before) {
      const dir = path.join(root, 'tmp');
      let names: string[];
      try {
        names = await fsp.readdir(dir);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const stat = await fsp.stat(file).catch(() => null);
        if (stat && stat.mtime < before) {
          await fsp.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
