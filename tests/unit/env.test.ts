import { generateKeyPairSync } from 'node:crypto';
import { decodeKeySetting, parseEnv } from '@/lib/env';

describe('configuration', () => {
  it('has working defaults for every setting', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });
  it('names every wrong variable in one readable message', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL must start with postgres/);
  });
  describe('single sign-on in production', () => {
    // The other production refusals are met here, so each test sees the SSO one alone.
    const prod = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://steel.example.com', ALLOW_SANDBOX_PAYMENTS: '1' };
    const strong = 'x'.repeat(48);
    it('refuses to start with SSO on and the development, an empty or a short secret', () => {
      expect(() => parseEnv(prod)).toThrow(/SSO_JWT_SECRET: single sign-on is on in production with the development secret/);
      expect(() => parseEnv({ ...prod, ALLOW_SANDBOX_PAYMENTS: '1' })).toThrow(/SSO_JWT_SECRET/);
      expect(() => parseEnv({ ...prod, SSO_JWT_SECRET: '' })).toThrow(/SSO_JWT_SECRET/);
      expect(() => parseEnv({ ...prod, SSO_JWT_SECRET: 'short-secret' })).toThrow(/shorter than 32 characters/);
    });
    it('starts with a strong secret, with SSO off, with the explicit test switch, and during next build', () => {
      expect(parseEnv({ ...prod, SSO_JWT_SECRET: strong }).SSO_ENABLED).toBe(true);
      expect(parseEnv({ ...prod, SSO_ENABLED: 'false' }).SSO_ENABLED).toBe(false);
      expect(parseEnv({ ...prod, ALLOW_DEV_SECRETS: '1' }).ALLOW_DEV_SECRETS).toBe(true);
      expect(() => parseEnv({ ...prod, NEXT_PHASE: 'phase-production-build' })).not.toThrow();
      expect(() => parseEnv({ NODE_ENV: 'development' })).not.toThrow();
    });
  });
  describe('public address (issue 27, item 2)', () => {
    it('defaults to http://localhost:PORT, whatever the port, outside production', () => {
      expect(parseEnv({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
      expect(parseEnv({ PORT: '3437' }).PUBLIC_BASE_URL).toBe('http://localhost:3437');
      expect(parseEnv({ PORT: '3437', PUBLIC_BASE_URL: '' }).PUBLIC_BASE_URL).toBe('http://localhost:3437');
      expect(parseEnv({ PORT: '3437', PUBLIC_BASE_URL: 'https://steel.example.com' }).PUBLIC_BASE_URL).toBe('https://steel.example.com');
      expect(() => parseEnv({ PUBLIC_BASE_URL: 'steel.example.com' })).toThrow(/PUBLIC_BASE_URL must be a URL/);
    });
    it('is required by a production server, even with the development switches, but not by next build', () => {
      const trial = { NODE_ENV: 'production', ALLOW_DEV_SECRETS: '1', ALLOW_SANDBOX_PAYMENTS: '1' };
      expect(() => parseEnv(trial)).toThrow(/PUBLIC_BASE_URL: a production server needs its public address/);
      expect(() => parseEnv({ ...trial, PUBLIC_BASE_URL: '' })).toThrow(/PUBLIC_BASE_URL/);
      expect(parseEnv({ ...trial, PUBLIC_BASE_URL: 'http://localhost:3437' }).PUBLIC_BASE_URL).toBe('http://localhost:3437');
      expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    });
  });
  describe('payment sandbox in production (issue 27, item 2)', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://steel.example.com', ALLOW_DEV_SECRETS: '1' };
    const wechatKeys = {
      WECHATPAY_MCHID: '1900000001', WECHATPAY_APPID: 'wx0000000000000001', WECHATPAY_MERCHANT_SERIAL: 'ABC',
      WECHATPAY_PRIVATE_KEY_PATH: '/keys/apiclient_key.pem', WECHATPAY_API_V3_KEY: 'k'.repeat(32),
      WECHATPAY_PUBLIC_KEY_PATH: '/keys/pub.pem', WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_1',
    };
    it('refuses to start with the sandbox, by default or named, unless explicitly allowed', () => {
      expect(() => parseEnv(prod)).toThrow(/PAY_PROVIDER: PAY_PROVIDER is sandbox \(the default\) in production: anyone could "pay"/);
      expect(() => parseEnv({ ...prod, PAY_PROVIDER: 'sandbox' })).toThrow(/ALLOW_SANDBOX_PAYMENTS=1/);
      expect(() => parseEnv({ ...prod, ALLOW_SANDBOX_PAYMENTS: '0' })).toThrow(/PAY_PROVIDER/);
      expect(parseEnv({ ...prod, ALLOW_SANDBOX_PAYMENTS: '1' }).PAY_PROVIDER).toEqual(['sandbox']);
    });
    it('starts with real providers, in development and tests, and during next build', () => {
      expect(parseEnv({ ...prod, PAY_PROVIDER: 'wechat', ...wechatKeys }).PAY_PROVIDER).toEqual(['wechat']);
      expect(parseEnv({ NODE_ENV: 'development' }).ALLOW_SANDBOX_PAYMENTS).toBe(false);
      expect(parseEnv({ NODE_ENV: 'test' }).PAY_PROVIDER).toEqual(['sandbox']);
      expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow();
    });
    it('names every refusal of a bare production start at once', () => {
      expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL[\s\S]*PAY_PROVIDER[\s\S]*SSO_JWT_SECRET/);
    });
  });
  it('keeps every rate limit as declared in production; only a benchmark server (ALLOW_DEV_SECRETS) may raise them', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://steel.example.com', ALLOW_SANDBOX_PAYMENTS: '1', SSO_ENABLED: 'false' };
    expect(parseEnv(prod).RATE_LIMIT_SCALE).toBe(1);
    expect(() => parseEnv({ ...prod, RATE_LIMIT_SCALE: '1000' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(parseEnv({ ...prod, RATE_LIMIT_SCALE: '1000', ALLOW_DEV_SECRETS: '1' }).RATE_LIMIT_SCALE).toBe(1000);
    expect(() => parseEnv({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  });
  it('reads TRUSTED_PROXIES as addresses and CIDR blocks', () => {
    expect(parseEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1,::1 ,fd00::/8' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', '*']) {
      expect(() => parseEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES must list IP addresses or CIDR blocks/);
    }
  });
  it('keeps uploads in DATA_DIR/uploads by default and checks the S3 settings', () => {
    expect(parseEnv({}).STORAGE_PROVIDER).toBe('local');
    expect(() => parseEnv({ STORAGE_PROVIDER: 'ftp' })).toThrow(/STORAGE_PROVIDER/);
    expect(() => parseEnv({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_BUCKET: STORAGE_PROVIDER=s3 needs S3_BUCKET/);
    expect(() => parseEnv({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'atsteel-files', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'atsteel-files', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT must be a URL/);
    const s3 = parseEnv({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'atsteel-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, S3_ENDPOINT: 'http://127.0.0.1:9000' });
  });
  it('takes the shared keys of several instances by value and refuses what is not one', () => {
    const ed = generateKeyPairSync('ed25519');
    const pem = ed.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    expect(parseEnv({}).PROVENANCE_KEY).toBeUndefined();
    expect(decodeKeySetting(parseEnv({ PROVENANCE_KEY: b64(pem) }).PROVENANCE_KEY!)).toBe(pem);
    expect(parseEnv({ PROVENANCE_KEY: pem.trim().replace(/\n/g, '\\n') }).PROVENANCE_KEY).toBeDefined();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => parseEnv({ PROVENANCE_KEY: b64(rsa) })).toThrow(/PROVENANCE_KEY must be an Ed25519 private key/);
    expect(() => parseEnv({ PROVENANCE_KEY: 'not-a-key' })).toThrow(/PROVENANCE_KEY/);
    const publicPem = ed.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    expect(parseEnv({ PROVENANCE_RETIRED_KEYS: `${b64(publicPem)}, ${b64(pem)}` }).PROVENANCE_RETIRED_KEYS).toHaveLength(2);
    expect(() => parseEnv({ PROVENANCE_RETIRED_KEYS: 'xyz' })).toThrow(/PROVENANCE_RETIRED_KEYS/);
    const set = JSON.stringify({ version: 1, wechat: {}, alipay: {} });
    expect(parseEnv({ PAY_SANDBOX_KEYS: b64(set) }).PAY_SANDBOX_KEYS).toBeDefined();
    expect(parseEnv({ PAY_SANDBOX_KEYS: set }).PAY_SANDBOX_KEYS).toBe(set);
    expect(() => parseEnv({ PAY_SANDBOX_KEYS: b64('{"version":2}') })).toThrow(/PAY_SANDBOX_KEYS must be the sandbox key set/);
  });
});
