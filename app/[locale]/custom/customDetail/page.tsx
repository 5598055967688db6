import { CustomDetail } from '@/components/custom/custom-detail';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { NavLink } from '@/components/layout/nav-link';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/custom/customDetail', 'Routes.screens.custom_customDetail', { noIndex: true });

/** /custom/customDetail?orderNo=: one customisation order, its timeline and the caller's next steps (the payment dialog loads when opened). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).orderNo;
  const orderNo = typeof raw === 'string' && /^[A-Za-z0-9-]{1,32}$/.test(raw) ? raw : null;
  if (!orderNo) {
    return (
      <div className="page" data-testid="custom-no-order">
        <p>{translate(locale, 'Custom.ui.noOrder')}</p>
        <NavLink className="button" href="/custom/customList">
          {translate(locale, 'Custom.ui.back')}
        </NavLink>
      </div>
    );
  }
  return (
    <div className="page">
      <IslandMessages locale={locale} namespaces={['Custom', 'Products', 'PaymentScreens', 'Payments']}>
        <AntdScope>
          <RequireLogin>
            <CustomDetail orderNo={orderNo} />
          </RequireLogin>
        </AntdScope>
      </IslandMessages>
    </div>
  );
}
