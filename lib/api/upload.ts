import type { CallInput, CallOutput, Route } from '@/lib/route';
import { readCookie } from '@/lib/session/browser-cookies';
import { COOKIE, LIMITS } from '@/lib/session/constants';
import { ApiCallError, callHref, handleEnvelope, type Envelope } from './client';
import { errorBrand } from '@/lib/error-brand';

/** How an upload reports progress and can be stopped. */
export interface UploadOptions {
  /** Called as the bytes leave the browser (XHR upload progress): 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const uploadNetworkErrorBrand = errorBrand<UploadNetworkError>('UploadNetworkError');

/** Thrown when the request could not be made or stalled (no answer from the server). */
export class UploadNetworkError extends Error {
  /** Whether `value` carries the UploadNetworkError brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is UploadNetworkError {
    return uploadNetworkErrorBrand.is(value);
  }

  constructor() {
    super('network');
    this.name = 'UploadNetworkError';
    uploadNetworkErrorBrand.mark(this);
  }
}

/**
 * Sends one file to a multipart call (e.g. `fileCalls.upload` of the shared file service,
 * docs/FILES.md): the call's input in the query, the file as part `file`. The transport beside
 * `request` for a body JSON cannot carry: XMLHttpRequest, whose upload events report real progress
 * (fetch has none for request bodies). The answer goes through the client's envelope handling: a
 * refusal rejects with ApiCallError carrying the server's reason in the page's language.
 * A stall of 60 s without progress (the spec's time-out) aborts; a long upload that moves does not.
 */
export function upload<C extends Route>(call: C, input: CallInput<C>, file: File, options: UploadOptions = {}): Promise<CallOutput<C>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, callHref(call, input));
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie(COOKIE.token);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    let stall: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(stall);
      stall = setTimeout(() => xhr.abort(), LIMITS.httpTimeoutMs);
    };
    xhr.upload.onprogress = (event) => {
      arm();
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      clearTimeout(stall);
      try {
        resolve(handleEnvelope<CallOutput<C>>(xhr.status, (xhr.response ?? undefined) as Envelope<CallOutput<C>> | undefined));
      } catch (error) {
        reject(ApiCallError.is(error) ? error : new UploadNetworkError());
      }
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => {
      clearTimeout(stall);
      reject(new UploadNetworkError());
    };
    options.signal?.addEventListener('abort', () => xhr.abort());

    const form = new FormData();
    form.append('file', file, file.name);
    arm();
    xhr.send(form);
  });
}
