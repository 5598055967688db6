import 'server-only';
import { decodeKeySetting, type Env } from '@/lib/env';
import type { ProcessMemory } from '@/lib/server/ports';
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

/**
 * The sandbox of this process, or null when PAY_PROVIDER names real providers. Its keys come from
 * PAY_SANDBOX_KEYS when set (several instances share them by configuration), else from DATA_DIR/pay-sandbox/.
 * Read once per services object: kept in its memory (`memory`, the composition root's; docs/ARCHITECTURE.md).
 */
export function sandboxSettings(env: Env, memory: ProcessMemory): SandboxSettings | null {
  if (!sandboxEnabled(env)) return null;
  const source = env.PAY_SANDBOX_KEYS ? `value:${env.PAY_SANDBOX_KEYS}` : `dir:${env.DATA_DIR}`;
  const kept = memory.slot<{ current?: { source: string; settings: SandboxSettings } }>('payments.sandbox', () => ({}));
  if (kept.current?.source !== source) {
    const keys = env.PAY_SANDBOX_KEYS ? sandboxKeysFromJson(decodeKeySetting(env.PAY_SANDBOX_KEYS)) : loadSandboxKeys(env.DATA_DIR);
    kept.current = { source, settings: { keys, publicBaseUrl: env.PUBLIC_BASE_URL, wechatKeyMode: env.PAY_SANDBOX_WECHAT_KEY_MODE } };
  }
  return kept.current.settings;
}
