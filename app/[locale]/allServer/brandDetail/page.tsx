import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/nav-link';
import { screen } from '@/components/layout/screen';
import { PropertyTable } from '@/components/standards/property-table';
import '@/components/standards/standards.css';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';
import { standardCalls } from '@/lib/standards/contract';
import { idParam } from '@/lib/id-param';

const PATH = '/allServer/brandDetail';
type Search = Promise<Record<string, string | string[] | undefined>>;

async function idOf(searchParams: Search): Promise<number | null> {
  return idParam((await searchParams).id);
}

const load = (locale: Locale, id: number) => serverGet(locale, standardCalls.brandDetail, { id });

/**
 * /allServer/brandDetail?id=<grade>: a grade inside its standard and standard system, with its
 * mechanical properties by shape and specification band. Public once the enterprise standard is
 * approved and not repealed (its owner side and the public administrator see it before); rendered per
 * request, so an approval or a repeal shows at once. Without an id the page says where grades are found;
 * an unknown or non-public grade is the 404 page. Plain markup, no antd.
 */
const page = screen({
  metadata: async ({ locale, searchParams }) => {
    const id = await idOf(searchParams);
    const answer = id ? await load(locale, id) : null;
    const title = answer?.ok ? `${answer.data.grade.name} · ${answer.data.standard.number}-${answer.data.standard.year}` : translate(locale, 'Routes.screens.allServer_brandDetail');
    return pageMetadata(locale, PATH, title, undefined, id ? `id=${id}` : '');
  },
  render: async ({ locale, searchParams }) => {
    const t = await getTranslations('Standards');
    const id = await idOf(searchParams);
    if (!id) {
      return (
        <div className="page" data-testid="brand-no-id">
          <h1 className="page-title">{translate(locale, 'Routes.screens.allServer_brandDetail')}</h1>
          <p>{t('brand.noId')}</p>
          <NavLink className="button" href="/mind/standard">
            {t('brand.mindLink')}
          </NavLink>
        </div>
      );
    }
    const answer = await load(locale, id);
    if (!answer.ok) notFound();
    const { grade, standard, system, siblings } = answer.data;
    return (
      <div className="page" data-testid="brand-detail">
        <div className="std-head">
          <h1 className="page-title">{t('brand.title', { grade: grade.name })}</h1>
          {standard.demo && <span className="tag">{t('demoBadge')}</span>}
          {standard.state !== 'approved' && <span className="tag" data-testid="brand-state">{t(`states.${standard.state}`)}</span>}
        </div>
        {standard.demo && <p className="std-note">{t('demoNote')}</p>}
        <dl className="std-facts">
          <div>
            <dt>{t('brand.system')}</dt>
            <dd>
              {system.name} ({system.code})
            </dd>
          </div>
          <div>
            <dt>{t('fields.country')}</dt>
            <dd>{system.country}</dd>
          </div>
          <div>
            <dt>{t('fields.company')}</dt>
            <dd>{system.companyName || system.issuer}</dd>
          </div>
          <div>
            <dt>{t('brand.standard')}</dt>
            <dd data-testid="brand-standard">
              {standard.number}-{standard.year} {standard.name}
            </dd>
          </div>
          <div>
            <dt>{t('fields.issuer')}</dt>
            <dd>{standard.issuer}</dd>
          </div>
        </dl>
        <h2>{t('brand.properties')}</h2>
        <PropertyTable rows={grade.properties} locale={locale} />
        {siblings.length > 0 && (
          <>
            <h2>{t('brand.otherGrades')}</h2>
            <ul className="std-links">
              {siblings.map((s) => (
                <li key={s.id}>
                  <NavLink className="tag" href={`${PATH}?id=${s.id}`}>
                    {s.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <NavLink href="/mind/standard">{t('brand.mindLink')}</NavLink>
        </p>
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
