// Prints a new set of the keys several instances share by configuration (docs/DEPLOYMENT.md, "Keys from
// configuration"), one `NAME=value` line each, base64 so each fits one line of an env file or a secret:
//   PROVENANCE_KEY    the Ed25519 key that signs R&D data versions (docs/PROVENANCE.md)
//   PAY_SANDBOX_KEYS  the payment sandbox's key set (only meaningful with PAY_PROVIDER=sandbox)
// Usage: npm run keys:new [-- --json]   (--json prints one JSON object instead, for scripts)
import { generateKeyPairSync } from 'node:crypto';
import { generateSandboxKeys } from '@/lib/server/payments/sandbox/keys';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const { privateKey } = generateKeyPairSync('ed25519');
const values = {
  PROVENANCE_KEY: base64(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()),
  PAY_SANDBOX_KEYS: base64(JSON.stringify(generateSandboxKeys())),
};
if (process.argv.includes('--json')) console.log(JSON.stringify(values));
else for (const [name, value] of Object.entries(values)) console.log(`${name}=${value}`);
