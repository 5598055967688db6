import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

/**
 * The page of an enterprise screen (issue 32, docs/ACCOUNTS.md "Companies"): its title from `Routes.screens.<path>`,
 * not indexed, and the messages the screens use. Who may open it is the personal centre's one rule (the editing
 * screens ask company:manage, `SCREEN_PERMISSION`; the shell refuses them to an employee); the calls decide either way.
 */
export function enterprisePage(path: string, screen: ReactNode) {
  return {
    generateMetadata: metadataFor(path, `Routes.screens.${path.slice(1).replaceAll('/', '_')}`, { noIndex: true }),
    Page: async function EnterprisePage({ params }: { params: Promise<{ locale: string }> }) {
      const locale = await pageLocale(params);
      return (
        <IslandMessages locale={locale} namespaces={['Enterprise', 'Payments', 'Auth', 'Files']}>
          {screen}
        </IslandMessages>
      );
    },
  };
}
