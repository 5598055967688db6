import 'server-only';
import crypto from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { formatLimit, type KindRule } from '@/lib/files/kinds';
import { checkImage, detectType, HEAD_BYTES, refusal } from './content';

export interface InspectedFile {
  size: number;
  sha256: string;
  mime: string;
  width: number | null;
  height: number | null;
}

/**
 * Sits between the multipart parser and the storage: passes the bytes on as they come while it
 * counts them (refusing the first byte beyond the kind's limit), hashes them (SHA-256), decides the
 * type from the first 64 KiB and, for images, keeps the (at most 500 KiB) bytes to decode them at
 * the end. Any refusal errors the stream, which stops the storage write.
 */
export class UploadInspector extends Transform {
  // Private fields (#): the storage client reads properties such as `size` off the stream it is given.
  #size = 0;
  readonly #hash = crypto.createHash('sha256');
  #head: Buffer[] = [];
  #headSize = 0;
  #type: { mime: string } | undefined;
  readonly #kept: Buffer[] = [];
  #dims: { width: number; height: number } | undefined;

  readonly #rule: KindRule;

  constructor(rule: KindRule) {
    super();
    this.#rule = rule;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.#rule.maxBytes) return done(refusal('Files.tooLarge', 413, { max: formatLimit(this.#rule.maxBytes) }));
    this.#hash.update(chunk);
    if (this.#rule.decode) this.#kept.push(chunk);
    if (this.#type) return done(null, chunk);
    this.#head.push(chunk);
    this.#headSize += chunk.length;
    if (this.#headSize < HEAD_BYTES) return done(null, chunk);
    this.#decide().then(() => done(null, chunk), done);
  }

  override _flush(done: TransformCallback): void {
    (async () => {
      if (this.#size === 0) throw refusal('Files.empty', 400);
      if (!this.#type) await this.#decide();
      if (this.#rule.decode) this.#dims = await checkImage(Buffer.concat(this.#kept), this.#type!.mime);
    })().then(() => done(), done);
  }

  async #decide(): Promise<void> {
    this.#type = await detectType(Buffer.concat(this.#head), this.#rule);
    this.#head = [];
  }

  /** What was found, once the stream has ended without a refusal. */
  result(): InspectedFile {
    return {
      size: this.#size,
      sha256: this.#hash.digest('hex'),
      mime: this.#type!.mime,
      width: this.#dims?.width ?? null,
      height: this.#dims?.height ?? null,
    };
  }
}
