import 'server-only';
import { errorBrand } from '@/lib/error-brand';

/** The sandbox's requests are small JSON or form bodies; anything larger is refused before it is buffered. */
export const SANDBOX_MAX_BODY_BYTES = 64 * 1024;

const bodyTooLargeBrand = errorBrand<BodyTooLarge>('BodyTooLarge');

export class BodyTooLarge extends Error {
  /** Whether `value` carries the BodyTooLarge brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is BodyTooLarge {
    return bodyTooLargeBrand.is(value);
  }

  constructor() {
    super('request body too large');
    this.name = 'BodyTooLarge';
    bodyTooLargeBrand.mark(this);
  }
}

/** The request body as text, read with a hard cap (the declared length is checked first, then the bytes). */
export async function readBody(req: Request, max = SANDBOX_MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > max) throw new BodyTooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
