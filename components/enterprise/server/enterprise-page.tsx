import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';
import { RequireManager } from '../require-manager';

/**
 * The page of an enterprise screen (issue 32, docs/ACCOUNTS.md "Companies"): its title from `Routes.screens.<path>`,
 * not indexed, the messages the screens use, and, with `manage`, the administrator's guard. Every member reads the
 * other screens; the calls decide either way.
 */
export function enterprisePage(path: string, screen: ReactNode, { manage = false }: { manage?: boolean } = {}) {
  return {
    generateMetadata: metadataFor(path, `Routes.screens.${path.slice(1).replaceAll('/', '_')}`, { noIndex: true }),
    Page: async function EnterprisePage({ params }: { params: Promise<{ locale: string }> }) {
      const locale = await pageLocale(params);
      return (
        <IslandMessages locale={locale} namespaces={['Enterprise', 'Payments', 'Auth', 'Files']}>
          {manage ? <RequireManager>{screen}</RequireManager> : screen}
        </IslandMessages>
      );
    },
  };
}
