import { CustomDetections } from '@/components/custom/custom-detections';
import { NavLink } from '@/components/layout/nav-link';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/custom/customDetectionDetail', 'Routes.screens.custom_customDetectionDetail', { noIndex: true });

/** /custom/customDetectionDetail?orderNo=: the detection orders linked to a customisation order (custom detection), plain controls. */
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
      <IslandMessages locale={locale} namespaces={['Custom', 'Products', 'CloudOrders']}>
        <RequireLogin>
          <CustomDetections orderNo={orderNo} />
        </RequireLogin>
      </IslandMessages>
    </div>
  );
}
