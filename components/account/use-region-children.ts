'use client';
import { useEffect, useState } from 'react';
import { accountApi, type Region } from '@/lib/api/account';

/**
 * The regions under `parentCode` from user/address/listRegions: `null` asks for the provinces,
 * `undefined` asks for nothing. Answers `undefined` while loading, and an empty list when the
 * server has no children or the call failed.
 */
export function useRegionChildren(parentCode: string | null | undefined): Region[] | undefined {
  const [answer, setAnswer] = useState<{ parent: string | null; list: Region[] }>();
  useEffect(() => {
    if (parentCode === undefined) return;
    let live = true;
    accountApi
      .listRegions(parentCode ?? undefined)
      .then((list) => live && setAnswer({ parent: parentCode, list }))
      .catch(() => live && setAnswer({ parent: parentCode, list: [] }));
    return () => {
      live = false;
    };
  }, [parentCode]);
  return parentCode !== undefined && answer?.parent === parentCode ? answer.list : undefined;
}
