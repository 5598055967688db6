import { Suspense } from 'react';
import { AdminOrdersPage } from '@/components/cloud/orders/admin-orders-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { CustomList } from '@/components/custom/custom-list';
import { NavLink } from '@/components/layout/nav-link';
import { IslandMessages } from '@/components/providers/island-messages';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/my/administration/cloudServices', 'Routes.screens.my_administration_cloudServices', { noIndex: true });

/**
 * /my/administration/cloudServices: customer service’s queue of detection orders (cloudOrder/pageAdmin checks
 * order:confirm-payment) and, on the custom tab (`?tab=custom`), the customisation orders with their contact and
 * quote deadlines (material/custom/page, scope admin; docs/CUSTOM.md).
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const custom = (await searchParams).tab === 'custom';
  const tab = (href: string, key: string, active: boolean) => (
    <NavLink href={href} className={`tabs__tab${active ? ' tabs__tab--active' : ''}`} aria-current={active ? 'page' : undefined} data-testid={`service-tab-${key}`}>
      {translate(locale, key === 'custom' ? 'Custom.ui.serviceTab' : 'Routes.screens.my_administration_cloudServices')}
    </NavLink>
  );
  return (
    <>
      <nav className="tabs__list" aria-label={translate(locale, 'Routes.screens.my_administration_cloudServices')}>
        {tab('/my/administration/cloudServices', 'detection', !custom)}
        {tab('/my/administration/cloudServices?tab=custom', 'custom', custom)}
      </nav>
      {custom ? (
        <IslandMessages locale={locale} namespaces={['Custom', 'Products']}>
          <Suspense fallback={null}>
            <CustomList only="admin" />
          </Suspense>
        </IslandMessages>
      ) : (
        <OrdersIsland locale={locale} shell>
          <AdminOrdersPage />
        </OrdersIsland>
      )}
    </>
  );
}
