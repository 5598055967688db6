import { Suspense } from 'react';
import { AdminOrdersPage } from '@/components/cloud/orders/admin-orders-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { CustomList } from '@/components/custom/custom-list';
import { NavLink } from '@/components/layout/nav-link';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { translate } from '@/lib/i18n/messages';

/**
 * /my/administration/cloudServices: customer service’s queue of detection orders (cloudOrder/pageAdmin checks
 * order:confirm-payment) and, on the custom tab (`?tab=custom`), the customisation orders with their contact and
 * quote deadlines (material/custom/page, scope admin; docs/CUSTOM.md).
 */
const page = screen({
  path: '/my/administration/cloudServices',
  title: 'Routes.screens.my_administration_cloudServices',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
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
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
