'use client';
import type { ComponentProps } from 'react';
import { LoadState as PlainLoadState } from '@/components/ui/plain/load-state';
import './enterprise.css';

/** The shared plain load state with the enterprise screens' look (the screens stay within the signed-in budget). */
export function LoadState(props: Omit<ComponentProps<typeof PlainLoadState>, 'className' | 'testId'>) {
  return <PlainLoadState {...props} className="enterprise-loading" testId="enterprise-loading" />;
}
