import 'server-only';
import { z } from 'zod';
import { NotificationRejected, type VerifiedPayment } from '@/lib/server/payments/provider';
import type { WechatPayConfig } from './config';
import { aesGcmDecrypt, checkSignedHeaders } from './protocol';
import { paymentOf, transactionSchema } from './transaction';

const notificationSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource_type: z.string().optional(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    associated_data: z.string().default(''),
    nonce: z.string().min(1),
    original_type: z.string().optional(),
  }),
});

/**
 * Verifies a WeChat Pay v3 payment notification before anything in it is believed (issue 12):
 * 1. the four Wechatpay-* headers are present, the timestamp less than 5 minutes off, the serial one
 *    the merchant trusts (platform certificate serial or WeChat Pay public key id), and the RSA-SHA256
 *    signature over `timestamp\nnonce\nbody\n` verifies on the body exactly as received;
 * 2. `resource` decrypts with AEAD_AES_256_GCM and the API v3 key (a flipped bit fails the tag);
 * 3. the transaction is for this merchant: mchid and appid.
 * Returns the payment for trade_state SUCCESS, null for another state; throws NotificationRejected otherwise.
 */
export function verifyWechatNotification(config: WechatPayConfig, headers: Headers, rawBody: string): VerifiedPayment | null {
  const now = config.now?.() ?? Date.now();
  const signed = checkSignedHeaders(headers, rawBody, config.wechatpayKeys, now);
  if (!signed.ok) throw new NotificationRejected(`wechat notification: ${signed.reason}`, 401);

  let body: z.infer<typeof notificationSchema>;
  try {
    body = notificationSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new NotificationRejected('wechat notification: malformed body');
  }
  let plaintext: string;
  try {
    plaintext = aesGcmDecrypt(body.resource.ciphertext, config.apiV3Key, body.resource.nonce, body.resource.associated_data);
  } catch {
    throw new NotificationRejected('wechat notification: resource does not decrypt with the API v3 key');
  }
  let tx: z.infer<typeof transactionSchema>;
  try {
    tx = transactionSchema.parse(JSON.parse(plaintext));
  } catch {
    throw new NotificationRejected('wechat notification: malformed transaction');
  }
  if (tx.mchid !== config.mchid) throw new NotificationRejected('wechat notification: mchid of another merchant');
  if (tx.appid !== config.appid) throw new NotificationRejected('wechat notification: appid of another application');
  if (tx.trade_state !== 'SUCCESS') return null;
  try {
    return paymentOf(tx);
  } catch (error) {
    throw new NotificationRejected(`wechat notification: ${(error as Error).message}`);
  }
}
