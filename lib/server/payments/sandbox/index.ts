import 'server-only';
import { decodeKeySetting, type Env } from '@/lib/env';
import { loadSandboxKeys, sandboxKeysFromJson } from './keys';
import type { SandboxSettings } from './settings';

/** Is the in-app sandbox on? Only while PAY_PROVIDER is `sandbox` (the default). */
export function sandboxEnabled(env: Env): boolean {
  return env.PAY_PROVIDER.length === 1 && env.PAY_PROVIDER[0] === 'sandbox';
}

/** The address the app calls its own sandbox API at (server to server). */
export function sandboxApiBase(env: Env): string {
  return (env.PAY_SANDBOX_API_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
}

let cached: { source: string; settings: SandboxSettings } | undefined;

/**
 * The sandbox of this process, or null when PAY_PROVIDER names real providers. Its keys come from
 * PAY_SANDBOX_KEYS when set (several instances share them by configuration), else from DATA_DIR/pay-sandbox/.
 */
export function sandboxSettings(env: Env): SandboxSettings | null {
  if (!sandboxEnabled(env)) return null;
  const source = env.PAY_SANDBOX_KEYS ? `value:${env.PAY_SANDBOX_KEYS}` : `dir:${env.DATA_DIR}`;
  if (cached?.source !== source) {
    const keys = env.PAY_SANDBOX_KEYS ? sandboxKeysFromJson(decodeKeySetting(env.PAY_SANDBOX_KEYS)) : loadSandboxKeys(env.DATA_DIR);
    cached = { source, settings: { keys, publicBaseUrl: env.PUBLIC_BASE_URL, wechatKeyMode: env.PAY_SANDBOX_WECHAT_KEY_MODE } };
  }
  return cached.settings;
}
