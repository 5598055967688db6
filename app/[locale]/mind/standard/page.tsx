import { screen } from '@/components/layout/screen';
import { isMaterialFamily } from '@/lib/materials/contract';
import { STANDARD_PATH } from '@/lib/materials/paths';
import { StandardPrompt } from '@/components/materials/server/standard-screen';
import { PublicEnterpriseStandards } from '@/components/standards/server/public-standards';

/**
 * /mind/standard without `?id=`: the prompt, leading to the family's search, and the approved
 * enterprise standards (issue 16 item 6), rendered per request. With an id, proxy.ts rewrites the
 * address to the cached route in [generation]/[family]/[id]/[page].
 */
const page = screen({
  path: STANDARD_PATH,
  title: 'MaterialPages.standard.title',
  render: async ({ locale, searchParams }) => {
    const query = await searchParams;
    const family = query.family;
    const rawPage = Array.isArray(query.page) ? query.page[0] : query.page;
    const page = rawPage && /^\d{1,4}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
    return (
      <>
        <StandardPrompt family={isMaterialFamily(family) ? family : 'steel'} />
        <PublicEnterpriseStandards locale={locale} page={page} base={STANDARD_PATH} />
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
