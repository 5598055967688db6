import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { RANKING_PATHS } from '@/lib/ranking/paths';

const ITEMS = [
  ['home', RANKING_PATHS.home],
  ['ranking', RANKING_PATHS.ranking],
  ['byCategory', RANKING_PATHS.byCategory],
  ['model', RANKING_PATHS.model],
  ['announcements', RANKING_PATHS.announcements],
  ['news', `${RANKING_PATHS.announcements}?kind=news`],
  ['files', RANKING_PATHS.files],
  ['apply', '/economy/economyApply'],
  ['simulate', '/economy/economySelect'],
  ['reports', '/economy/economyOrder'],
] as const;

/** The ranking area's own navigation, on each of its public pages. */
export function RankingNav({ current }: { current: (typeof ITEMS)[number][0] }) {
  const t = useTranslations('Ranking.nav');
  return (
    <nav className="rk-nav" aria-label={t('label')}>
      {ITEMS.map(([key, href]) => (
        <Link key={key} href={href} aria-current={key === current ? 'page' : undefined}>
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}
