import { IslandMessages } from '@/components/providers/island-messages';
import { ProductForm } from '@/components/products/product-form';
import { idParam } from '@/lib/id-param';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/my/businessRecommendProductAdd', 'Routes.screens.my_businessRecommendProductAdd', { noIndex: true });

/** /my/businessRecommendProductAdd[?id=]: publish a recommended product, or edit one the caller manages (an approved one goes back to review). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const id = idParam((await searchParams).id) ?? undefined;
  return (
    <IslandMessages locale={locale} namespaces={['Products', 'Files', 'Reviews']}>
      <ProductForm id={id} />
    </IslandMessages>
  );
}
