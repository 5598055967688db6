'use client';
import { Suspense, type ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { stripLocale } from '@/lib/i18n/locale-path';
import { isRewrittenPath } from '@/lib/materials/paths';
import { findRoute } from '@/lib/routes';
import { keepCxl } from '@/lib/session/rules';
import { useHideContent } from './use-hide-content';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A locale-aware link that keeps cxl=1 while the embedded view is on. The query is read inside a
 * boundary of its own, so a page served from Next's cache (rendered without a query) still carries
 * the plain link in its HTML instead of leaving the whole page to the client. Links to cached,
 * rewritten pages (material details, standards) are not prefetched (lib/materials/paths.ts), nor
 * links to signed-in screens (lib/routes.ts: not public): the router fetched their code ahead, and the
 * R&D data list (a visitor's page) fetched 415 KB of the editor's and "my data"'s scripts at idle
 * (issue 30, docs/PERFORMANCE.md). They load when followed.
 */
export function NavLink(given: Props) {
  const props = given.prefetch === undefined && (isRewrittenPath(given.href) || isSignedInPath(given.href)) ? { ...given, prefetch: false } : given;
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

function isSignedInPath(href: string): boolean {
  const auth = findRoute(stripLocale(href.split(/[?#]/)[0]))?.auth;
  return auth !== undefined && auth !== 'public';
}
