import { parseEnv } from '@/lib/env';
import { localTrialEnv } from '../../scripts/lib/local-trial.mjs';

/** `npm start` with the variables it adds, as the server's configuration check sees them. */
const npmStart = (env: Record<string, string>, port = '3000') => {
  const { extra } = localTrialEnv(env, port);
  return parseEnv({ ...env, ...extra, PORT: port, NODE_ENV: 'production' });
};

describe('npm start as a local trial (issue 27, item 2)', () => {
  it('runs the whole portal with no settings, on any port, and says what it allowed', () => {
    const env = npmStart({}, '3437');
    expect(env).toMatchObject({ PUBLIC_BASE_URL: 'http://localhost:3437', ALLOW_DEV_SECRETS: true, ALLOW_SANDBOX_PAYMENTS: true, PAY_PROVIDER: ['sandbox'] });
    expect(localTrialEnv({}, '3437').notes.join('\n')).toMatch(/PUBLIC_BASE_URL=http:\/\/localhost:3437[\s\S]*ALLOW_DEV_SECRETS=1[\s\S]*SANDBOX[\s\S]*ALLOW_SANDBOX_PAYMENTS=1/);
  });
  it('while a bare production next start with no settings refuses', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL[\s\S]*PAY_PROVIDER[\s\S]*SSO_JWT_SECRET/);
  });
  it('treats a localhost address as a trial and keeps what the caller set', () => {
    expect(localTrialEnv({ PUBLIC_BASE_URL: 'http://127.0.0.1:3437/' }, '3437').extra).toEqual({ ALLOW_DEV_SECRETS: '1', ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(localTrialEnv({ ALLOW_SANDBOX_PAYMENTS: '' }, '3000').extra).not.toHaveProperty('ALLOW_SANDBOX_PAYMENTS');
    expect(() => npmStart({ ALLOW_SANDBOX_PAYMENTS: '' })).toThrow(/PAY_PROVIDER is sandbox/);
  });
  it('gives a real address nothing: the server then needs real providers and secrets', () => {
    expect(localTrialEnv({ PUBLIC_BASE_URL: 'https://steel.example.com' }, '3000')).toEqual({ extra: {}, notes: [] });
    expect(() => npmStart({ PUBLIC_BASE_URL: 'https://steel.example.com' })).toThrow(/PAY_PROVIDER[\s\S]*SSO_JWT_SECRET/);
  });
  it('does not allow the sandbox when real providers are chosen', () => {
    expect(localTrialEnv({ PAY_PROVIDER: 'wechat' }, '3000').extra).not.toHaveProperty('ALLOW_SANDBOX_PAYMENTS');
  });
});
