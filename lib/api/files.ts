import Cookies from 'js-cookie';
import type { StoredFile } from '@/lib/files/contract';
import type { FileKind } from '@/lib/files/kinds';
import { COOKIE, LIMITS } from '@/lib/session/constants';
import { fileCalls } from './calls/files';
import { ApiCallError, handleEnvelope, request, type Envelope } from './client';

/** The browser's calls of the shared file service (lib/files/contract.ts, docs/FILES.md). */
export interface UploadOptions {
  /** Called as the bytes leave the browser (XHR upload progress): 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the request could not be made or stalled (no answer from the server). */
export class UploadNetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'UploadNetworkError';
  }
}

/**
 * Uploads one file (multipart, part `file`) with XMLHttpRequest, whose upload events report real
 * progress (fetch has none for request bodies). The answer goes through the client's envelope
 * handling: a refusal rejects with ApiCallError carrying the server's reason in the page's language.
 * A stall of 60 s without progress (the spec's time-out) aborts; a long upload that moves does not.
 */
export function uploadFile(kind: FileKind, file: File, options: UploadOptions = {}): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/atsteel/${fileCalls.upload.path}?kind=${encodeURIComponent(kind)}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    const token = Cookies.get(COOKIE.token);
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
        resolve(handleEnvelope<StoredFile>(xhr.status, (xhr.response ?? undefined) as Envelope<StoredFile> | undefined));
      } catch (error) {
        reject(error instanceof ApiCallError ? error : new UploadNetworkError());
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

export const filesApi = {
  /** Removes one of the caller's pending uploads. */
  deleteUpload: (id: string) => request(fileCalls.deleteUpload, { id }),
};
