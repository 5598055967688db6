import { MemberList } from '@/components/enterprise/member-list';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/userList', 'Routes.screens.my_userList', { noIndex: true });

/** /my/userList (issue 32, docs/ACCOUNTS.md "Companies"): every member of the company reads it. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Enterprise', 'Payments', 'Auth', 'Files']}>
      <MemberList title="userList" />
    </IslandMessages>
  );
}
