import type { Readable } from 'node:stream';

/** Inclusive byte range of a Range request. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes of uploads live (docs/FILES.md). Every provider writes an upload to a temporary
 * key first and moves it to its final key only inside the transaction that writes the row, so a
 * row never names missing bytes and bytes left by a crash are easy to find (`sweepTemp`).
 */
export interface FileStorage {
  readonly provider: 'local' | 's3';
  /** Streams `source` into a new temporary object and answers its key; on failure nothing is left. */
  writeTemp(source: Readable): Promise<string>;
  /** Moves a complete temporary object to its final key. */
  promote(tempKey: string, key: string): Promise<void>;
  /** The object's bytes, or one range of them. Rejects when the object does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Deletes an object (temporary or final); no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** Deletes temporary objects older than `before` (left by a crash); answers how many. */
  sweepTemp(before: Date): Promise<number>;
}
