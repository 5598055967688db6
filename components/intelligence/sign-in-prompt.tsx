import { NavLink } from '@/components/layout/nav-link';
import { useIntelT } from './use-intel-t';

/**
 * What a visitor sees where registered users get the comparison and its exports (issue 29, item 9: the
 * permission tab says so and the endpoints refuse visitors). Renders on the server or in the browser.
 */
export function SignInPrompt({ back }: { back: string }) {
  const t = useIntelT();
  return (
    <div className="intel-card intel-empty" role="note" data-testid="compare-sign-in">
      <p>{t('compare.signInToCompare')}</p>
      <NavLink href={`/login?redirect=${encodeURIComponent(back)}`} className="button button--primary" data-testid="compare-sign-in-link">
        {t('compare.signIn')}
      </NavLink>
    </div>
  );
}
