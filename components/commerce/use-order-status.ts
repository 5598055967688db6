'use client';
import { useEffect, useState } from 'react';
import { paymentCalls } from '@/lib/api/calls/payments';
import { useCall } from '@/lib/api/use-call';
import type { OrderStatusAnswer } from '@/lib/payments/contract';

/** How often a screen waiting for a payment asks payment/getOrderStatus (issue 12: every 2 s). */
export const POLL_MS = 2000;

/**
 * Module-level so the function stays the same between renders: SWR restarts its timer whenever the
 * option changes, and the countdown re-renders every second (shorter than the poll).
 */
function pollWhileWaiting(answer: OrderStatusAnswer | undefined): number {
  return !answer || answer.status === 'waiting' ? POLL_MS : 0;
}

/**
 * The live status of one order: polled every 2 s while it waits for payment, not at all once it is
 * paid or cancelled. `null` pauses (a closed dialog). Only reads: nothing here marks an order paid.
 * `secondsLeft` ticks every second from the server's own count (so a wrong browser clock does not
 * matter), starting from `expiresAt` before the first answer.
 */
export function useOrderStatus(orderNo: string | null, expiresAt?: string) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const swr = useCall(paymentCalls.getOrderStatus, orderNo ? { orderNo } : null, {
    refreshInterval: pollWhileWaiting,
    refreshWhenHidden: true,
    // A failed poll (a network hiccup) is asked again at the next tick rather than stopping the dialog.
    errorRetryInterval: POLL_MS,
    shouldRetryOnError: true,
    onSuccess: (answer) => setDeadline(Date.now() + answer.secondsLeft * 1000),
  });
  const fallback = expiresAt ? new Date(expiresAt).getTime() : null;
  const secondsLeft = useCountdown(orderNo ? (deadline ?? fallback) : null);
  return { ...swr, secondsLeft };
}

/**
 * Seconds until a deadline, ticking every second. The deadline is set from the server's `secondsLeft`
 * when an answer arrives (so a wrong browser clock does not matter), or from `expiresAt` before that.
 */
export function useCountdown(deadlineMs: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);
  if (deadlineMs === null) return null;
  return Math.max(0, Math.ceil((deadlineMs - now) / 1000));
}

/** 754 → "12:34" (minutes and seconds; hours when an order lives that long). */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/**
 * A countdown split into whole days and the clock of the rest (issue 29: a 14-day testing order read
 * "335:59:19"): 1,209,559 s → { days: 13, clock: '23:59:19' }; under a day days is 0.
 */
export function splitCountdown(seconds: number): { days: number; clock: string } {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds - days * 86_400;
  // With days the clock always carries hours ("2 天 0:05:09"), never a bare "5:09".
  const clock = days && rest < 3600 ? `0:${formatCountdown(rest).padStart(5, '0')}` : formatCountdown(rest);
  return { days, clock };
}
