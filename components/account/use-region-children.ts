'use client';
import { type Region } from '@/lib/account/contract';
import { accountCalls } from '@/lib/api/calls/account';
import { useCall } from '@/lib/api/use-call';

/**
 * The regions under `parentCode` from user/address/listRegions: `null` asks for the provinces,
 * `undefined` asks for nothing. Answers `undefined` while loading (never the list of an earlier
 * parent), and an empty list when the server has no children or the call failed.
 */
export function useRegionChildren(parentCode: string | null | undefined): Region[] | undefined {
  const input = parentCode === undefined ? null : parentCode === null ? {} : { parentCode };
  const { data, error } = useCall(accountCalls.listRegions, input, { keepPreviousData: false });
  if (input === null) return undefined;
  return error ? [] : data;
}
