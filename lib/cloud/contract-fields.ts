import { z } from '@/lib/zod';
import { dbId, fenParam, intParam } from '@/lib/contract';
import { MAX_CYCLE_DAYS, MAX_SAMPLES } from './types';

/** The field rules the cloud contract's inputs share (lib/cloud/contract.ts), with the spec's section 5 messages. */

export const required = (max: number) => z.string({ error: 'Cloud.errors.required' }).trim().min(1, 'Cloud.errors.required').max(max, 'Cloud.errors.tooLong');
export const optional = (max: number) => z.string({ error: 'Cloud.errors.tooLong' }).trim().max(max, 'Cloud.errors.tooLong').optional();
export const regionCode = z.string({ error: 'Cloud.errors.badRegion' }).trim().regex(/^\d{6}$/, 'Cloud.errors.badRegion');
export const day = z.string({ error: 'Cloud.errors.badDate' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Cloud.errors.badDate');
export const itemId = dbId('Cloud.errors.noSuchItem');
export const labId = dbId('Cloud.errors.noSuchLab');
export const samples = intParam(1, MAX_SAMPLES, 'Cloud.errors.badSamples');
export const priceFenField = fenParam(1, 'Cloud.errors.badPrice');
export const cycleDaysField = intParam(1, MAX_CYCLE_DAYS, 'Cloud.errors.badCycle');
const paramValue = z.union([z.string().trim().max(40, 'Cloud.errors.badParam'), z.number().finite('Cloud.errors.badParam')], { error: 'Cloud.errors.badParam' });
/** Parameter values by key; which keys and values an item takes is checked on the server (lib/cloud/params.ts). */
export const paramsField = z.record(z.string().regex(/^[a-zA-Z]{1,30}$/, 'Cloud.errors.badParam'), paramValue, { error: 'Cloud.errors.badParam' });
export const idSchema = z.object({ id: dbId() });
