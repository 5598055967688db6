import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { MyApplications } from '@/components/ranking/my-applications';
import { NewApplication } from '@/components/ranking/new-application';
import '@/components/ranking/ranking.css';
import { RankingNav } from '@/components/ranking/ranking-nav';
import { RequireLogin } from '@/components/ui/require-login';
import { Link } from '@/lib/i18n/navigation';

/** /economy/economySuccess: after an application (?id=: that application, what happens next, where to follow it), and where the applicant follows each application's review. */
const page = screen({
  path: '/economy/economySuccess',
  title: 'Ranking.apply.successTitle',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
    const t = await getTranslations('Ranking.apply');
    const raw = (await searchParams).id;
    const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const justApplied = id !== null;
    return (
      <div className="page rk-page" data-testid="economy-success">
        <h1 className="page-title">{justApplied ? t('successTitle') : t('mine')}</h1>
        <RankingNav current="apply" />
        <IslandMessages locale={locale} namespaces={['Ranking', 'Reviews']}>
          <RequireLogin>
            {id !== null ? <NewApplication id={id} /> : null}
            <h2 id="my-applications">{t('mine')}</h2>
            <MyApplications />
          </RequireLogin>
        </IslandMessages>
        <p>
          <Link href="/economy/economyApply">{t('again')}</Link>
        </p>
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
