import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { QuestionnaireForm } from '@/components/questionnaire/questionnaire-form';
import '@/components/questionnaire/questionnaire.css';
import { questionnaireCalls } from '@/lib/questionnaire/contract';
import { serverGet } from '@/lib/server/entry';

/** /questionnaire: the open questionnaire (question/get), answered once per user or visitor (question/save). */
const page = screen({
  path: '/questionnaire',
  title: 'Questionnaire.title',
  description: 'Questionnaire.metaDescription',
  render: async ({ locale }) => {
    const t = await getTranslations('Questionnaire');
    const result = await serverGet(locale, questionnaireCalls.get, {});
    if (!result.ok) {
      return (
        <div className="page qn-page" data-testid="questionnaire-none">
          <h1 className="page-title">{t('title')}</h1>
          <p className="qn-empty">{result.status === 404 ? t('noQuestionnaire') : result.msg}</p>
        </div>
      );
    }
    const questionnaire = result.data;
    return (
      <IslandMessages locale={locale} namespaces={['Questionnaire']}>
        <div className="page qn-page" data-testid="questionnaire">
          <h1 className="page-title">{questionnaire.title}</h1>
          {questionnaire.demo ? <p className="qn-demo">{t('demoNote')}</p> : null}
          <p className="qn-intro">{questionnaire.intro}</p>
          <QuestionnaireForm questionnaire={questionnaire} />
        </div>
      </IslandMessages>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
