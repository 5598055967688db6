import 'server-only';
import { getEnv } from '@/lib/env';
import { AliyunSmsProvider } from './aliyun';
import { OutboxSmsProvider } from './outbox';
import type { SmsProvider } from './types';

export type { SmsMessage, SmsProvider } from './types';
export { OutboxSmsProvider } from './outbox';

const globalForSms = globalThis as unknown as { __atsteelSms?: SmsProvider };

/** The configured SMS provider: the outbox by default, Aliyun when SMS_PROVIDER=aliyun. */
export function getSmsProvider(): SmsProvider {
  if (!globalForSms.__atsteelSms) {
    const env = getEnv();
    if (env.SMS_PROVIDER === 'aliyun') {
      if (!env.SMS_ACCESS_KEY_ID || !env.SMS_ACCESS_KEY_SECRET || !env.SMS_SIGN_NAME || !env.SMS_TEMPLATE_CODE) {
        throw new Error('SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME and SMS_TEMPLATE_CODE');
      }
      globalForSms.__atsteelSms = new AliyunSmsProvider({
        accessKeyId: env.SMS_ACCESS_KEY_ID,
        accessKeySecret: env.SMS_ACCESS_KEY_SECRET,
        signName: env.SMS_SIGN_NAME,
        templateCode: env.SMS_TEMPLATE_CODE,
      });
    } else {
      globalForSms.__atsteelSms = new OutboxSmsProvider(env.DATA_DIR);
    }
  }
  return globalForSms.__atsteelSms;
}

/** True when codes (and captcha answers) may be written to the local outbox for developers. */
export function isOutboxMode(): boolean {
  return getSmsProvider().name === 'outbox';
}

export function setSmsProviderForTests(provider: SmsProvider | undefined): void {
  globalForSms.__atsteelSms = provider;
}
