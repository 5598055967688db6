import { DEV_SSO_SECRET } from '@/lib/env';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { ssoTokenUses, users } from '@/lib/server/db/schema';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';

const db = authTestDatabase();

const secret = new TextEncoder().encode(DEV_SSO_SECRET);
type Claims = { sub?: string; iss?: string; aud?: string; iat?: number; exp?: number; jti?: string | null };

/** A token as the SSO issuer makes it: HS256, iat now, 60 s, a fresh jti. */
function sign(claims: Claims, alg = 'HS256', key = secret) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg })
    .setIssuedAt(claims.iat ?? now)
    .setIssuer(claims.iss ?? 'atsteel-sso')
    .setAudience(claims.aud ?? 'atsteel-portal')
    .setExpirationTime(claims.exp ?? now + 60);
  if (claims.sub) jwt.setSubject(claims.sub);
  if (claims.jti !== null) jwt.setJti(claims.jti ?? randomUUID());
  return jwt.sign(key);
}

const verify = async (jwt: string, lang: 'zh' | 'en' = 'en') =>
  (await callApi('GET', 'loginCustom/verifySSOToken', { query: { jwtStr: jwt }, lang })).body;

describe('loginCustom/verifySSOToken', () => {
  it('answers a session token for a valid JWT naming a user by mobile or login name', async () => {
    const body = await verify(await sign({ sub: '13800000002' }));
    expect(body).toMatchObject({ code: 0, data: { token: expect.any(String), data: null } });
    const check = await callApi('POST', 'loginCustom/checkLogin', { token: body.data.token });
    expect(check.body.data.userInfo.userName).toBe('demo_admin');
    expect((await verify(await sign({ sub: 'demo_lab' }))).code).toBe(0);
  });

  it('refuses a wrong key, algorithm, issuer, audience, an expired token and an unknown subject', async () => {
    expect((await verify(await sign({ sub: 'demo_user' }, 'HS256', new TextEncoder().encode('another-secret')))).msg).toBe(
      'The single sign-on token is invalid or has expired',
    );
    expect((await verify(await sign({ sub: 'demo_user' }, 'HS512'))).code).toBe(-1);
    expect((await verify(await sign({ sub: 'demo_user', iss: 'someone-else' }))).code).toBe(-1);
    expect((await verify(await sign({ sub: 'demo_user', aud: 'other-app' }))).code).toBe(-1);
    const now = Math.floor(Date.now() / 1000);
    expect((await verify(await sign({ sub: 'demo_user', iat: now - 100, exp: now - 60 }))).code).toBe(-1);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'demo_user', iss: 'atsteel-sso', aud: 'atsteel-portal', iat: now, exp: now + 60, jti: 'x' }),
    ).toString('base64url')}.`;
    expect((await verify(unsigned)).code).toBe(-1);
    expect((await verify(await sign({ sub: 'nobody_here' }))).msg).toBe('The single sign-on user does not exist');
    // Refused sign-ins answer HTTP 400 with code -1 (the guard in proxy.ts reads the code only).
    const refused = await callApi('GET', 'loginCustom/verifySSOToken', { query: { jwtStr: await sign({ sub: 'nobody_here' }) }, lang: 'zh' });
    expect(refused).toMatchObject({ status: 400, body: { code: -1, data: null } });
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const [before] = await db.handle.db.select().from(users).where(eq(users.loginName, 'demo_user'));
    expect(before).toBeTruthy();
  });

  it('refuses a long-lived token, one issued too long ago or in the future, and one without jti', async () => {
    const now = Math.floor(Date.now() / 1000);
    const invalid = 'The single sign-on token is invalid or has expired';
    expect((await verify(await sign({ sub: 'demo_user', iat: now, exp: now + 121 }))).msg).toBe(invalid);
    expect((await verify(await sign({ sub: 'demo_user', iat: now, exp: now + 86400 }))).msg).toBe(invalid);
    expect((await verify(await sign({ sub: 'demo_user', iat: now - 200, exp: now + 60 }))).msg).toBe(invalid);
    expect((await verify(await sign({ sub: 'demo_user', iat: now + 600, exp: now + 700 }))).msg).toBe(invalid);
    expect((await verify(await sign({ sub: 'demo_user', jti: null }))).msg).toBe(invalid);
    expect((await verify(await sign({ sub: 'demo_user', iat: now, exp: now + 120 }))).code).toBe(0);
  });

  it('accepts a token once: a replay, even concurrent, gets no session', async () => {
    const jwt = await sign({ sub: 'demo_user' });
    expect((await verify(jwt)).code).toBe(0);
    const replay = await verify(jwt);
    expect(replay).toMatchObject({ code: -1, data: null, msg: 'This single sign-on token has already been used. Please sign in' });
    expect((await verify(jwt, 'zh')).msg).toBe('该单点登录凭证已被使用，请重新登录');

    const twin = await sign({ sub: 'demo_user' });
    const answers = await Promise.all([verify(twin), verify(twin), verify(twin)]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === -1)).toHaveLength(2);
  });

  it('remembers a jti only until the token expires', async () => {
    const jwt = await sign({ sub: 'demo_user', jti: 'expiring-jti' });
    expect((await verify(jwt)).code).toBe(0);
    const [row] = await db.handle.db.select().from(ssoTokenUses).where(eq(ssoTokenUses.jti, 'expiring-jti'));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await db.handle.db.update(ssoTokenUses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ssoTokenUses.jti, 'expiring-jti'));
    await verify(await sign({ sub: 'demo_user' }));
    expect(await db.handle.db.select().from(ssoTokenUses).where(eq(ssoTokenUses.jti, 'expiring-jti'))).toHaveLength(0);
  });
});
