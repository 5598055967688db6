import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { loadSandboxKeys } from '@/lib/server/payments/sandbox/keys';
import { handleSandboxRequest } from '@/lib/server/payments/sandbox/router';
import { SANDBOX_API_PREFIX, type SandboxSettings, type WechatKeyMode } from '@/lib/server/payments/sandbox/settings';
import { createTestDatabase } from '../helpers/db';

/** One notification as the sandbox sent it to the merchant's notify URL. */
export interface SentNotification {
  url: string;
  headers: Headers;
  body: string;
}

export interface SandboxHarness {
  db: DatabaseHandle;
  settings: SandboxSettings;
  /** http://127.0.0.1:<port>: a real HTTP server in front of the sandbox's handlers (alipay-sdk speaks urllib, not fetch). */
  base: string;
  sent: SentNotification[];
  /** What the merchant answers a notification with (the order core's part); default: 204 / `success`. */
  respond: (n: SentNotification) => Promise<Response>;
  close: () => Promise<void>;
}

/** A temporary DATA_DIR under os.tmpdir(); the sandbox generates its keys there once per test file. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pay-sandbox-test-'));
}

async function toRequest(req: http.IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = chunks.length && req.method !== 'GET' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', base), { method: req.method, headers, body });
}

/** Starts the sandbox on a fresh database with its own keys, behind a loopback HTTP server. */
export async function startSandbox(keyMode: WechatKeyMode = 'publicKey'): Promise<SandboxHarness> {
  const db = await createTestDatabase();
  const dataDir = tempDataDir();
  const sent: SentNotification[] = [];
  const harness = {} as SandboxHarness;
  const settings: SandboxSettings = {
    keys: loadSandboxKeys(dataDir),
    publicBaseUrl: 'http://portal.test',
    wechatKeyMode: keyMode,
    retryDelaysMs: [],
    fetch: async (input, init) => {
      const n = { url: String(input), headers: new Headers(init?.headers), body: String(init?.body ?? '') };
      sent.push(n);
      return harness.respond(n);
    },
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const request = await toRequest(req, base);
      const segments = new URL(request.url).pathname.slice(SANDBOX_API_PREFIX.length + 1).split('/');
      const answer = await handleSandboxRequest(request, segments, { db: db.db, settings });
      const headers: Record<string, string> = {};
      answer.headers.forEach((v, k) => (headers[k] = v));
      res.writeHead(answer.status, headers);
      res.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(harness, {
    db,
    settings,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    respond: async () => new Response(null, { status: 204 }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
  return harness;
}

let counter = 0;
/** A fresh order number per test (≤ 32 characters of [0-9A-Za-z_-]). */
export function orderNo(prefix = 'T'): string {
  counter += 1;
  return `${prefix}${Date.now()}${String(counter).padStart(4, '0')}`;
}

export function prepay(outTradeNo: string, amountFen = 26_400) {
  return {
    outTradeNo,
    amountFen,
    description: 'VIP 年度会员 / VIP yearly plan',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    notifyUrl: 'http://portal.test/atsteel/pay/notify',
    returnUrl: 'http://portal.test/paySuccess',
  };
}
