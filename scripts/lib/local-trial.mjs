/**
 * What `npm start` adds to the environment of a local trial (issue 27, item 2). A bare production
 * `next start` refuses to run without a public address, with the development SSO secret or with the
 * payment sandbox (lib/env.ts, docs/SECURITY.md "Production refusals"); `npm ci && npm start` on a
 * developer's machine must still run the whole portal with no settings. A local trial is a start
 * without PUBLIC_BASE_URL or with a localhost one: it gets PUBLIC_BASE_URL=http://localhost:PORT,
 * ALLOW_DEV_SECRETS=1 and, while PAY_PROVIDER is the sandbox, ALLOW_SANDBOX_PAYMENTS=1 (a value the
 * caller set, even empty, is kept). Returns the variables to add and the lines to log.
 * @param {Record<string, string | undefined>} env
 * @param {string} port
 * @returns {{ extra: Record<string, string>, notes: string[] }}
 */
export function localTrialEnv(env, port) {
  const base = env.PUBLIC_BASE_URL;
  const localTrial = !base || /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/?$/.test(base);
  const extra = {};
  const notes = [];
  if (!localTrial) return { extra, notes };
  if (!base) {
    extra.PUBLIC_BASE_URL = `http://localhost:${port}`;
    notes.push(`local trial: PUBLIC_BASE_URL=${extra.PUBLIC_BASE_URL} (a real server sets PUBLIC_BASE_URL)`);
  }
  if (env.ALLOW_DEV_SECRETS === undefined) {
    extra.ALLOW_DEV_SECRETS = '1';
    notes.push('local trial: development secrets allowed (ALLOW_DEV_SECRETS=1)');
  }
  const providers = (env.PAY_PROVIDER || 'sandbox').split(',').map((s) => s.trim()).filter(Boolean).join();
  if (providers === 'sandbox' && env.ALLOW_SANDBOX_PAYMENTS === undefined) {
    extra.ALLOW_SANDBOX_PAYMENTS = '1';
    notes.push('local trial: payments go to the in-app SANDBOX, no real money is taken (ALLOW_SANDBOX_PAYMENTS=1)');
  }
  return { extra, notes };
}
