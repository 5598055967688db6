import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/lib/api/client';
import { ApiError, conflict } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { logger } from '@/lib/server/log';
import { alipayNotify, wechatNotify } from '@/lib/server/payments/notify';
import { NotificationRejected, type PaymentProviders } from '@/lib/server/payments/provider';
import { errorBrand } from './error-brand';

/**
 * Our errors are recognised by a brand, not by class identity (issue 45 item 3): the production build held two copies
 * of `NotificationRejected` (services built by instrumentation, routes in their own bundle), so `instanceof` missed
 * every provider's rejection and forged notifications answered 500. vitest has one module graph, so a second copy is
 * made here explicitly: a fresh module instance, and a bare object with the brand and another prototype.
 */

/** A fresh copy of a module, as a second bundle holds it: its classes are not the ones imported above. */
async function secondCopy<T>(path: string): Promise<T> {
  vi.resetModules();
  return (await import(/* @vite-ignore */ path)) as T;
}

describe('errorBrand', () => {
  class Probe extends Error {}
  const brand = errorBrand<Probe>('TestProbe');

  it('recognises what it marked, and nothing else', () => {
    const marked = new Probe('x');
    brand.mark(marked);
    expect(brand.is(marked)).toBe(true);
    for (const other of [new Probe('unmarked'), new Error('x'), null, undefined, 'TestProbe', 42, {}, { name: 'TestProbe' }]) expect(brand.is(other)).toBe(false);
  });

  it('is one key per name in the whole process (Symbol.for), and different names do not mix', () => {
    expect(errorBrand('TestProbe').key).toBe(brand.key);
    const marked = new Probe('x');
    brand.mark(marked);
    expect(errorBrand('OtherProbe').is(marked)).toBe(false);
  });

  it('does not show the brand as an own enumerable field (logs and JSON stay as they were)', () => {
    const marked = new Probe('x');
    brand.mark(marked);
    expect(Object.keys(marked)).toEqual([]);
    expect(JSON.stringify({ ...marked })).toBe('{}');
  });
});

describe('an error from a second copy of its module', () => {
  it('is not an instanceof the first copy, and is recognised by its brand', async () => {
    const copy = await secondCopy<typeof import('@/lib/server/payments/provider')>('@/lib/server/payments/provider');
    expect(copy.NotificationRejected).not.toBe(NotificationRejected);
    const rejected = new copy.NotificationRejected('wechat notification: bad signature', 401);
    // The defect, reproduced: class identity fails across copies.
    expect(Object.getPrototypeOf(rejected)).not.toBe(NotificationRejected.prototype);
    expect(NotificationRejected.is(rejected)).toBe(true);
    expect(copy.NotificationRejected.is(new NotificationRejected('x'))).toBe(true);
  });

  it('recognises an object with the brand and another prototype, and refuses a look-alike without it', () => {
    const branded = Object.assign(Object.create(null), { reason: 'r', status: 401, [Symbol.for('atsteel.error.NotificationRejected')]: true });
    expect(NotificationRejected.is(branded)).toBe(true);
    expect(NotificationRejected.is({ name: 'NotificationRejected', reason: 'r', status: 401 })).toBe(false);
    expect(ApiError.is(branded)).toBe(false);
  });

  it('holds for ApiError and ApiCallError too', async () => {
    const api = await secondCopy<typeof import('@/lib/server/api/errors')>('@/lib/server/api/errors');
    const refused = api.conflict('Errors.alreadyExists');
    expect(ApiError.is(refused)).toBe(true);
    expect(ApiError.is(conflict('Errors.alreadyExists'))).toBe(true);
    expect(ApiError.is(new Error('Errors.alreadyExists'))).toBe(false);
    const client = await secondCopy<typeof import('@/lib/api/client')>('@/lib/api/client');
    expect(ApiCallError.is(new client.ApiCallError('m', -1))).toBe(true);
    expect(ApiCallError.is(new ApiError('m'))).toBe(false);
  });
});

describe('the notify endpoints with a rejection from another bundle', () => {
  const spy = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
  afterEach(() => spy.mockClear());
  /** The order core never touches the database for a rejected notification. */
  const db = {} as Db;

  it('answers the provider’s 4xx and logs a warning, never 500 and an error', async () => {
    const copy = await secondCopy<typeof import('@/lib/server/payments/provider')>('@/lib/server/payments/provider');
    const providers = {
      wechat: () => ({ verifyNotification: async () => Promise.reject(new copy.NotificationRejected('wechat notification: signature probe', 401)) }),
      alipay: () => ({ verifyNotification: async () => Promise.reject(new copy.NotificationRejected('alipay notification: app_id of another application')) }),
    } as unknown as PaymentProviders;

    const wechat = await wechatNotify(db, providers, new Headers(), '{}');
    expect(wechat.status).toBe(401);
    expect(await wechat.json()).toEqual({ code: 'FAIL', message: 'notification rejected' });
    const alipay = await alipayNotify(db, providers, 'sign=x&app_id=1');
    expect(alipay.status).toBe(400);
    expect(await alipay.text()).toBe('fail');

    expect(spy).toHaveBeenCalledWith('warn', 'payment_notification_rejected', { channel: 'wechat', reason: 'wechat notification: signature probe' });
    expect(spy).toHaveBeenCalledWith('warn', 'payment_notification_rejected', { channel: 'alipay', reason: 'alipay notification: app_id of another application' });
    expect(spy.mock.calls.filter(([level]) => level === 'error')).toEqual([]);
  });

  it('still answers 500 and logs an error for a failure that is no rejection', async () => {
    const providers = { wechat: () => ({ verifyNotification: async () => Promise.reject(new TypeError('bug')) }) } as unknown as PaymentProviders;
    const res = await wechatNotify(db, providers, new Headers(), '{}');
    expect(res.status).toBe(500);
    expect(spy).toHaveBeenCalledWith('error', 'payment_notification_failed', { channel: 'wechat', error: 'bug' });
  });
});
