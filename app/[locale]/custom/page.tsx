import { Suspense } from 'react';
import { CustomForm } from '@/components/custom/custom-form';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/custom', 'Routes.screens.custom', { descriptionKey: 'Custom.ui.formLead' });

/** /custom[?productId=]: the customisation order form (material/custom/formOptions, save, submit). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <div className="page" data-testid="custom-page">
      <IslandMessages locale={locale} namespaces={['Custom', 'Products', 'Files']}>
        <RequireLogin>
          <Suspense fallback={null}>
            <CustomForm />
          </Suspense>
        </RequireLogin>
      </IslandMessages>
    </div>
  );
}
