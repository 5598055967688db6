import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { dispatcher } from '@/lib/server/entry';
import { testServices } from '../helpers/services';
import type { Envelope } from '@/lib/route';

/** A file part as a test sends it: bytes, or chunks produced on the fly (large files never sit in memory). */
export interface TestFile {
  /** The raw `filename="…"` value, or an RFC 5987 `filename*` value when `encodedName` is set. */
  name: string;
  encodedName?: boolean;
  bytes?: Uint8Array;
  chunks?: () => AsyncIterable<Uint8Array>;
  /** The browser's Content-Type for the part (never believed by the server). */
  type?: string;
}

export interface UploadOptions {
  token?: string;
  lang?: 'zh' | 'en';
  /** Send Content-Length (only possible for byte files); otherwise the body is chunked. */
  declareLength?: boolean;
  /** Extra parts after the file (text fields or a second file). */
  extra?: { name: string; filename?: string; value: string }[];
  /** The file part's form name (default `file`). */
  field?: string;
  /** Breaks the connection after this many bytes of the body. */
  dropAfter?: number;
}

const enc = new TextEncoder();
const BOUNDARY = '----atsteelTestBoundary7MA4YWxkTrZu0gW';

function partHeader(file: TestFile, field: string): Uint8Array {
  const disposition = file.encodedName ? `filename*=UTF-8''${file.name}` : `filename="${file.name}"`;
  return enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; ${disposition}\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`);
}

async function* bodyChunks(file: TestFile, options: UploadOptions): AsyncGenerator<Uint8Array> {
  yield partHeader(file, options.field ?? 'file');
  if (file.bytes) yield file.bytes;
  else for await (const chunk of file.chunks!()) yield chunk;
  yield enc.encode('\r\n');
  for (const extra of options.extra ?? []) {
    const fn = extra.filename ? `; filename="${extra.filename}"` : '';
    yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${extra.name}"${fn}\r\n\r\n${extra.value}\r\n`);
  }
  yield enc.encode(`--${BOUNDARY}--\r\n`);
}

function streamOf(source: AsyncGenerator<Uint8Array>, dropAfter?: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      const next = await source.next();
      if (next.done) return controller.close();
      sent += next.value.byteLength;
      if (dropAfter !== undefined && sent > dropAfter) return controller.error(new Error('connection reset by peer'));
      controller.enqueue(next.value);
    },
  });
}

/** POSTs one multipart upload to SystemManager/fileUpload in-process, as the route handler would. */
export async function upload(kind: string, file: TestFile, options: UploadOptions = {}): Promise<{ status: number; body: Envelope<any>; headers: Headers }> {
  const headers = new Headers({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.lang) headers.set('cookie', `lang=${options.lang === 'zh' ? 'CN' : 'EN'}`);
  let body: BodyInit;
  if (options.declareLength && file.bytes) {
    const parts: Uint8Array[] = [];
    for await (const c of bodyChunks(file, options)) parts.push(c);
    body = Buffer.concat(parts);
  } else body = streamOf(bodyChunks(file, options), options.dropAfter);
  const req = new Request(`http://localhost/atsteel/SystemManager/fileUpload?kind=${encodeURIComponent(kind)}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  const res = await dispatcher(req, ['SystemManager', 'fileUpload'], testServices());
  return { status: res.status, body: JSON.parse(await res.text()), headers: res.headers };
}

export async function download(id: string, options: { token?: string; range?: string } = {}): Promise<Response> {
  const headers = new Headers();
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.range) headers.set('range', options.range);
  return dispatcher(new Request(`http://localhost/atsteel/SystemManager/fileDownload?id=${encodeURIComponent(id)}`, { headers }), ['SystemManager', 'fileDownload'], testServices());
}

export const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A real PNG of random pixels, about `bytes` long (noise does not compress). */
export async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

export const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
export const smallJpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(bitDepth, 8);
  data.writeUInt8(colourType, 9);
  return chunk('IHDR', data);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid PNG signature and IHDR chunk, then an HTML page instead of image data. */
export function pngHeaderHtmlBody(): Buffer {
  return Buffer.concat([SIGNATURE, ihdr(64, 64, 8, 2), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
}

/**
 * A real 20,000 × 20,000 px PNG (1-bit grey, all black): 400 million pixels that deflate to about
 * 50 KB, well under the 500 KB limit. The 50 MB of raw rows go through the deflate stream in blocks.
 */
export async function hugePng(side = 20_000): Promise<Buffer> {
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const block = Buffer.concat(Array.from({ length: 500 }, () => row));
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = once(deflate, 'end');
  for (let i = 0; i < side / 500; i++) if (!deflate.write(block)) await once(deflate, 'drain');
  deflate.end();
  await ended;
  return Buffer.concat([SIGNATURE, ihdr(side, side, 1, 0), chunk('IDAT', Buffer.concat(out)), chunk('IEND', Buffer.alloc(0))]);
}

export const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/atsteel/getUserInfo")</script></body></html>');
export const CSV = (rows = 3) => Buffer.from(['grade,tensile', ...Array.from({ length: rows }, (_, i) => `Q${235 + i},${370 + i}`)].join('\n'));

/** `size` bytes that start as a PDF, produced in 1 MiB chunks. */
export function pdfChunks(size: number): () => AsyncIterable<Uint8Array> {
  return async function* () {
    const head = Buffer.from('%PDF-1.4\n');
    const block = Buffer.alloc(1024 * 1024, 0x20);
    let left = size;
    yield head.subarray(0, Math.min(head.length, left));
    left -= Math.min(head.length, left);
    while (left > 0) {
      const n = Math.min(block.length, left);
      yield block.subarray(0, n);
      left -= n;
    }
  };
}

/** A local S3-compatible server (s3rver) in a child process, with one bucket. */
export async function startS3Server(bucket: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-s3-'));
  const script = `
    const S3rver = require('s3rver');
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: ${JSON.stringify(dir)}, configureBuckets: [{ name: ${JSON.stringify(bucket)} }] });
    server.run().then(({ port }) => console.log('PORT ' + port));
  `;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    child.stdout!.on('data', (data: Buffer) => {
      const m = /PORT (\d+)/.exec(data.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
