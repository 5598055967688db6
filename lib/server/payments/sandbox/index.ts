import 'server-only';
import type { Env } from '@/lib/env';
import { loadSandboxKeys } from './keys';
import type { SandboxSettings } from './settings';

/** Is the in-app sandbox on? Only while PAY_PROVIDER is `sandbox` (the default). */
export function sandboxEnabled(env: Env): boolean {
  return env.PAY_PROVIDER.length === 1 && env.PAY_PROVIDER[0] === 'sandbox';
}

/** The address the app calls its own sandbox API at (server to server). */
export function sandboxApiBase(env: Env): string {
  return (env.PAY_SANDBOX_API_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
}

let cached: { dataDir: string; settings: SandboxSettings } | undefined;

/** The sandbox of this process (keys from DATA_DIR/pay-sandbox/), or null when PAY_PROVIDER names real providers. */
export function sandboxSettings(env: Env): SandboxSettings | null {
  if (!sandboxEnabled(env)) return null;
  if (cached?.dataDir !== env.DATA_DIR) {
    cached = {
      dataDir: env.DATA_DIR,
      settings: { keys: loadSandboxKeys(env.DATA_DIR), publicBaseUrl: env.PUBLIC_BASE_URL, wechatKeyMode: env.PAY_SANDBOX_WECHAT_KEY_MODE },
    };
  }
  return cached.settings;
}
