'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CallInput, CallOutput, Route } from '@/lib/route';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import { toast } from '@/components/ui/plain/toast';

/**
 * State of a personal-centre card list (addresses, invoice titles): the list (SWR), the record
 * being edited, and the save / row-action calls that toast and reload. Failures are already
 * toasted by the API client.
 */
export function useCardList<L extends Route, S extends Route>(listCall: L, saveCall: S) {
  type Row = CallOutput<L> extends (infer R)[] ? R : never;
  const t = useTranslations();
  const { data, error, mutate } = useCall(listCall, {} as CallInput<L>);
  const saveMutation = useCallMutation(saveCall);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const list = Array.isArray(data) ? (data as Row[]) : null;
  const reload = () => void mutate();

  async function save(input: CallInput<S>) {
    try {
      // SWR's trigger type is a union while S is still generic; for a call it is always this.
      await (saveMutation.trigger as (input: CallInput<S>) => Promise<CallOutput<S>>)(input);
      toast.success(t('Account.saved'));
      setEditing(null);
      reload();
    } catch {
      /* toast shown */
    }
  }

  async function act(call: Promise<unknown>, done: string) {
    try {
      await call;
      toast.success(done);
      reload();
    } catch {
      /* toast shown */
    }
  }

  return { list, failed: !!error, load: reload, editing, setEditing, busy: saveMutation.isMutating, save, act };
}
