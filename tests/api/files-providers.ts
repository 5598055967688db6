import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@/lib/server/auth/seed';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { files } from '@/lib/server/db/schema';
import type { FileStorage } from '@/lib/server/files/storage';
import { createLocalStorage } from '@/lib/server/files/storage-local';
import { createS3Storage } from '@/lib/server/files/storage-s3';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { startS3Server } from './files-helpers';
import { rebuildTestServices } from '../helpers/services';

/** A storage provider under test and a way to list every object it holds (temporary ones included). */
export interface ProviderHandle {
  storage: FileStorage;
  objects: () => Promise<string[]>;
  stop: () => Promise<void>;
}

export type ProviderFactory = () => Promise<ProviderHandle>;

export const localProvider: ProviderFactory = async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-uploads-'));
  return {
    storage: createLocalStorage(root),
    objects: async () => (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((d) => d.isFile()).map((d) => path.relative(root, path.join(d.parentPath, d.name))),
    stop: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
};

const BUCKET = 'atsteel-test';

export const s3Provider: ProviderFactory = async () => {
  const server = await startS3Server(BUCKET);
  const options = { endpoint: server.endpoint, region: 'us-east-1', bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  const client = new S3Client({ region: options.region, endpoint: options.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    storage: createS3Storage(options),
    objects: async () => ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!),
    stop: async () => {
      client.destroy();
      await server.stop();
    },
  };
};

export interface FileTestContext {
  handle: DatabaseHandle;
  provider: ProviderHandle;
  /** Tokens of two users (demo_user, demo_lab), and their ids. */
  alice: string;
  bob: string;
  aliceId: number;
  bobId: number;
  rows: () => Promise<number>;
}

/** The shared set-up of the file tests: a fresh database, two signed-in users, the provider installed. */
export function fileTestContext(factory: ProviderFactory): FileTestContext {
  const db = authTestDatabase();
  const ctx = {} as FileTestContext;
  beforeAll(async () => {
    ctx.handle = db.handle;
    ctx.provider = await factory();
    rebuildTestServices({ storage: ctx.provider.storage });
    const signIn = async (loginName: string) => (await callApi('POST', 'loginCustom/login', { body: { userName: loginName, password: DEMO_PASSWORD } })).body.data.token as string;
    ctx.alice = await signIn('demo_user');
    ctx.bob = await signIn('demo_lab');
    ctx.aliceId = (await callApi('GET', 'getUserInfo', { token: ctx.alice })).body.data.id;
    ctx.bobId = (await callApi('GET', 'getUserInfo', { token: ctx.bob })).body.data.id;
    ctx.rows = async () => (await ctx.handle.db.select({ n: count() }).from(files))[0].n;
  }, 60_000);
  afterAll(async () => {
    rebuildTestServices({ storage: undefined });
    await ctx.provider?.stop();
  });
  return ctx;
}
