/** The seeded demo accounts' password (docs/ACCOUNTS.md; development and demo data only). */
export const DEMO_PASSWORD = 'Demo1234';

/**
 * Signs a demo account in through the API and answers its session token (for the measuring scripts:
 * bench, weight). Throws with a hint when the accounts are not seeded.
 */
export async function demoToken(base, userName) {
  const res = await fetch(`${base}/atsteel/loginCustom/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  const token = res.ok ? (await res.json())?.data?.token : undefined;
  if (!token) throw new Error(`signing ${userName} in failed (HTTP ${res.status}): are the demo accounts seeded (docs/ACCOUNTS.md)?`);
  return token;
}
