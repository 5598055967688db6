import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { MyApplications } from '@/components/ranking/my-applications';
import '@/components/ranking/ranking.css';
import { RankingNav } from '@/components/ranking/ranking-nav';
import { RequireLogin } from '@/components/ui/require-login';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/economy/economySuccess', 'Ranking.apply.successTitle', { noIndex: true });

/** /economy/economySuccess: after an application (?id=), and where the applicant follows each application's review. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Ranking.apply');
  const justApplied = Boolean((await searchParams).id);
  return (
    <div className="page rk-page" data-testid="economy-success">
      <h1 className="page-title">{justApplied ? t('successTitle') : t('mine')}</h1>
      <RankingNav current="apply" />
      {justApplied ? (
        <p className="rk-success" role="status" data-testid="apply-success">
          {t('successText')}
        </p>
      ) : null}
      <h2>{t('mine')}</h2>
      <IslandMessages locale={locale} namespaces={['Ranking', 'Reviews']}>
        <RequireLogin>
          <MyApplications />
        </RequireLogin>
      </IslandMessages>
      <p>
        <Link href="/economy/economyApply">{t('again')}</Link>
      </p>
    </div>
  );
}
