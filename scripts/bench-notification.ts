// Prints (JSON) a WeChat Pay v3 payment notification for one order, signed and encrypted with the
// payment sandbox's keys in DATA_DIR exactly as the sandbox sends it: `npm run bench` replays it to
// measure notification handling (verification, decryption, the once-only check).
// Usage: tsx --conditions=react-server scripts/bench-notification.ts <DATA_DIR> <orderNo> <amountFen>
import { decodeKeySetting } from '@/lib/env';
import { loadSandboxKeys, sandboxKeysFromJson } from '@/lib/server/payments/sandbox/keys';
import { wechatNotification } from '@/lib/server/payments/sandbox/notify';
import type { SandboxSettings } from '@/lib/server/payments/sandbox/settings';
import type { SandboxTrade } from '@/lib/server/payments/sandbox/store';

const [dataDir, orderNo, amount] = process.argv.slice(2);
if (!dataDir || !orderNo || !amount) {
  console.error('usage: bench-notification.ts <DATA_DIR> <orderNo> <amountFen>');
  process.exit(2);
}
// A cluster's instances share the keys by PAY_SANDBOX_KEYS (docs/DEPLOYMENT.md); else the ones in DATA_DIR.
const keys = process.env.PAY_SANDBOX_KEYS ? sandboxKeysFromJson(decodeKeySetting(process.env.PAY_SANDBOX_KEYS)) : loadSandboxKeys(dataDir);
const settings: SandboxSettings = { keys, publicBaseUrl: 'http://localhost', wechatKeyMode: 'publicKey' };
const now = new Date();
const trade = {
  channel: 'wechat',
  merchantId: keys.wechat.mchid,
  appId: keys.wechat.appid,
  outTradeNo: orderNo,
  amountFen: Number(amount),
  state: 'paid',
  transactionId: `4200${now.getTime()}`,
  paidAt: now,
  expiresAt: new Date(now.getTime() + 3600_000),
} as unknown as SandboxTrade;
process.stdout.write(JSON.stringify(wechatNotification(settings, trade)));
