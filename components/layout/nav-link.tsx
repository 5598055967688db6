'use client';
import { Suspense, type ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { isRewrittenPath } from '@/lib/materials/paths';
import { keepCxl } from '@/lib/session/rules';
import { useHideContent } from './use-hide-content';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A locale-aware link that keeps cxl=1 while the embedded view is on. The query is read inside a
 * boundary of its own, so a page served from Next's cache (rendered without a query) still carries
 * the plain link in its HTML instead of leaving the whole page to the client. Links to cached,
 * rewritten pages (material details, standards) are not prefetched (lib/materials/paths.ts).
 */
export function NavLink(given: Props) {
  const props = given.prefetch === undefined && isRewrittenPath(given.href) ? { ...given, prefetch: false } : given;
  return (
    <Suspense fallback={<Link {...props} />}>
      <CxlLink {...props} />
    </Suspense>
  );
}

function CxlLink({ href, ...rest }: Props) {
  const hide = useHideContent();
  return <Link href={keepCxl(href, hide)} {...rest} />;
}
