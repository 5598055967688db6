import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { QuestionnaireForm } from '@/components/questionnaire/questionnaire-form';
import '@/components/questionnaire/questionnaire.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import { questionnaireCalls } from '@/lib/questionnaire/contract';
import { serverGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/questionnaire', 'Questionnaire.title', { descriptionKey: 'Questionnaire.metaDescription' });

/** /questionnaire: the open questionnaire (question/get), answered once per user or visitor (question/save). */
export default async function QuestionnairePage({ params }: Props) {
  const locale = await pageLocale(params);
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
}
