/**
 * Infrastructure: the shapes of the process-wide services (types and two tiny helpers, no
 * implementation). The composition root (lib/server/services.ts) builds them; handlers receive them
 * as `ctx.services`.
 */
export type { ByteRange, FileStorage } from './file-storage';
export type { AlipayPay, PayChannel, PaymentProviders, PrepayRequest, ProviderTradeState, VerifiedPayment, WechatNativePay } from './payment-providers';
export type { RateLimiter } from '@/lib/server/ratelimit/types';
export type { SmsProvider } from '@/lib/server/sms/types';
export { createProcessMemory, movableClock, systemClock, type AiModelSettings, type Clock, type DataGeneration, type MovableClock, type ProcessMemory, localDataGeneration, type Services, type SigningKey, type SigningKeys } from './services';
