import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/nav-link';
import type { Locale } from '@/lib/i18n/routing';
import { publicGet } from '@/lib/server/entry';
import { standardCalls } from '@/lib/standards/contract';
import { LinkPager } from '@/components/ui/link-pager';
import '../standards.css';

const PAGE_SIZE = 10;

/**
 * The approved enterprise standards on /mind/standard (beside the material database's standards):
 * each with its system, company and grades linking to /allServer/brandDetail. Rendered per request
 * (the address without `?id=` is not one of the cached pages), so an approval or a repeal shows on the
 * next visit without touching the material pages' cache.
 */
export async function PublicEnterpriseStandards({ locale, page, base }: { locale: Locale; page: number; base: string }) {
  const t = await getTranslations('Standards');
  const answer = await publicGet(locale, standardCalls.page, { page, pageSize: PAGE_SIZE });
  if (!answer.ok) return <p className="std-note">{answer.msg}</p>;
  const { list, total } = answer.data;
  return (
    <section className="std-public" data-testid="enterprise-standards">
      <h2>{t('public.title')}</h2>
      <p className="std-note">{t('public.intro')}</p>
      {list.length === 0 ? (
        <p className="data-table__empty">{t('public.empty')}</p>
      ) : (
        <ul className="std-list">
          {list.map((s) => (
            <li key={s.id} data-testid="enterprise-standard">
              <div className="std-head">
                <strong>
                  {s.number}-{s.year} {s.name}
                </strong>
                {s.demo && <span className="tag">{t('demoBadge')}</span>}
              </div>
              <div className="std-note">
                {s.system.name} ({s.system.code}) · {s.system.companyName || s.issuer} · {s.system.country}
              </div>
              <ul className="std-links" aria-label={t('public.gradesOf')}>
                {s.grades.map((g) => (
                  <li key={g.id}>
                    <NavLink className="tag" href={`/allServer/brandDetail?id=${g.id}`}>
                      {g.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && <LinkPager page={page} pageSize={PAGE_SIZE} total={total} href={(p) => (p === 1 ? base : `${base}?page=${p}`)} />}
    </section>
  );
}
