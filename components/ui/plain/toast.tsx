'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { setErrorNotifier } from '@/lib/api/client';

/**
 * Toasts without a UI kit (issue 10, page weight): `toast.success(text)`, `toast.error(text)`.
 * The antd screens use them too (issue 30): antd's `App` (message, modal and notification APIs) is
 * not in AntdScope, so a screen does not load antd's dialog and notification code to say "saved".
 * One <Toaster /> in the root layout shows them in an ARIA live region and also shows the API
 * client's failure messages (lib/api/client.ts), on every page, with or without antd.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';
interface Item {
  id: number;
  kind: Kind;
  text: string;
}

const SHOW_MS = 3000;
let items: Item[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function show(kind: Kind, text: string) {
  const id = nextId++;
  items = [...items.slice(-2), { id, kind, text }];
  emit();
  setTimeout(() => {
    items = items.filter((i) => i.id !== id);
    emit();
  }, SHOW_MS);
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const EMPTY: Item[] = [];

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  useEffect(() => setErrorNotifier(toast.error), []);
  return (
    <div className="toaster" role="status" aria-live="polite" data-testid="toaster">
      {list.map((i) => (
        <div key={i.id} className={`toast toast--${i.kind}`} role={i.kind === 'error' ? 'alert' : undefined}>
          {i.text}
        </div>
      ))}
    </div>
  );
}
