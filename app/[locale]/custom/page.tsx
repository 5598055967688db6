import { Suspense } from 'react';
import { CustomForm } from '@/components/custom/custom-form';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';

/** /custom[?productId=]: the customisation order form (material/custom/formOptions, save, submit). */
const page = screen({
  path: '/custom',
  title: 'Routes.screens.custom',
  description: 'Custom.ui.formLead',
  render: ({ locale }) => (
    <div className="page" data-testid="custom-page">
      <IslandMessages locale={locale} namespaces={['Custom', 'Products', 'Files']}>
        <RequireLogin>
          <Suspense fallback={null}>
            <CustomForm />
          </Suspense>
        </RequireLogin>
      </IslandMessages>
    </div>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
