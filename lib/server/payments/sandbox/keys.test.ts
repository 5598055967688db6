import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { createProcessMemory } from '@/lib/server/ports';
import { sandboxSettings } from './index';
import { generateSandboxKeys } from './keys';

/** Several instances share the sandbox's keys by configuration (PAY_SANDBOX_KEYS, docs/DEPLOYMENT.md). */
describe('the payment sandbox keys', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-sandbox-keys-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('are the configured ones on every instance, whatever its DATA_DIR, and no key file is written', () => {
    const set = Buffer.from(JSON.stringify(generateSandboxKeys())).toString('base64');
    const [a, b] = ['i1', 'i2'].map((name) => sandboxSettings(parseEnv({ DATA_DIR: path.join(root, name), PAY_SANDBOX_KEYS: set }), createProcessMemory())!.keys);
    expect(b.wechat.merchantSerialNo).toBe(a.wechat.merchantSerialNo);
    expect(b.wechat.apiV3Key).toBe(a.wechat.apiV3Key);
    // What one instance signs, another verifies.
    const signature = crypto.sign('sha256', Buffer.from('notify'), a.wechat.wechatpayPrivateKey);
    expect(crypto.verify('sha256', Buffer.from('notify'), b.wechat.wechatpayPublicKey, signature)).toBe(true);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('are generated in DATA_DIR/pay-sandbox when PAY_SANDBOX_KEYS is unset, different per directory', () => {
    const [a, b] = ['d1', 'd2'].map((name) => sandboxSettings(parseEnv({ DATA_DIR: path.join(root, name) }), createProcessMemory())!.keys);
    expect(b.wechat.merchantSerialNo).not.toBe(a.wechat.merchantSerialNo);
    expect(fs.existsSync(path.join(root, 'd1', 'pay-sandbox', 'keys.json'))).toBe(true);
  });
});
