'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/plain/toast';

/**
 * One way the standards screens run an action: busy while it runs, a success toast, then reload the
 * screen's data. Answers whether it succeeded (a refusal is already toasted by the API client).
 */
export function useRun(reload: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await reload();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
