import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import { FamilyCard } from '@/components/materials/family-card';
import '@/components/materials/materials.css';
import { NavLink } from '@/components/layout/nav-link';
import { MATERIAL_FAMILIES, materialCalls, materialFamilyCalls } from '@/lib/materials/contract';
import { serverGet } from '@/lib/server/entry';

const page = screen({
  path: '/material/materialHome',
  title: 'MaterialPages.materialHome.title',
  description: 'MaterialPages.materialHome.description',
  messages: ['MaterialPages'],
  render: async ({ locale: loc }) => {
    const t = await getTranslations('MaterialPages.materialHome');
    const families = await Promise.all(
      MATERIAL_FAMILIES.map(async (family) => {
        const [conditions, hot] = await Promise.all([
          serverGet(loc, materialFamilyCalls[family].conditions),
          serverGet(loc, materialCalls.hotMaterials, { family, limit: 8 }),
        ]);
        const hotList = hot.ok && Array.isArray(hot.data) ? hot.data : [];
        // A fresh database has no activity yet: fall back to the family's commonly referenced grades.
        const common = hotList.length ? null : await serverGet(loc, materialCalls.commonGrades, { family, limit: 8 });
        return {
          family,
          total: conditions.ok ? conditions.data.total : null,
          hot: hotList,
          common: common?.ok && Array.isArray(common.data) ? common.data : [],
        };
      }),
    );
    return (
      <div className="page mat-page" data-testid="material-home">
        <header>
          <h1 className="page-title">{t('title')}</h1>
          <p className="mat-page__lead">{t('intro')}</p>
        </header>
        <ul className="mat-family-grid">
          {families.map((f) => (
            <li key={f.family}>
              <FamilyCard family={f.family} total={f.total} hot={f.hot} common={f.common} />
            </li>
          ))}
        </ul>
        <p>
          <NavLink href="/hotSearch">{t('moreHot')} →</NavLink>
        </p>
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
