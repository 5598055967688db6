'use client';
import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { keepCxl } from '@/lib/session/rules';
import { useHideContent } from './use-hide-content';

/** A locale-aware link that keeps cxl=1 while the embedded view is on. */
export function NavLink({ href, ...rest }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const hide = useHideContent();
  return <Link href={keepCxl(href, hide)} {...rest} />;
}
