import 'server-only';

export type { SmsMessage, SmsProvider } from './types';
export { OutboxSmsProvider } from './outbox';
export { AliyunSmsProvider } from './aliyun';
