import { getFormatter, getTranslations } from 'next-intl/server';
import { StaticChart } from '@/components/charts/static-chart';
import { NavLink } from '@/components/layout/nav-link';
import { screen } from '@/components/layout/screen';
import '@/components/questionnaire/questionnaire.css';
import { buildCountBarOption, countBarHeight } from '@/lib/questionnaire/chart';
import { questionnaireCalls, RESULT_TEXTS, type QuestionResult } from '@/lib/questionnaire/contract';
import { serverGet } from '@/lib/server/entry';
import { RESPONSE_CODE } from '@/lib/session/constants';

/**
 * Results of the open questionnaire for administrators (question/results decides access: admin:console): totals,
 * one bar chart per choice or rating question drawn on the server (no chart script), the newest written answers.
 */
const page = screen({
  path: '/my/administration/questionnaireResults',
  title: 'Questionnaire.results.title',
  noIndex: true,
  render: async ({ locale }) => {
    const t = await getTranslations('Questionnaire');
    const format = await getFormatter();
    const result = await serverGet(locale, questionnaireCalls.results, {});
    let body;
    if (!result.ok) {
      // A visitor is sent to sign in by the personal centre's shell; a refusal or a failure is said here.
      const signedOut = result.code === RESPONSE_CODE.noToken || result.code === RESPONSE_CODE.invalidToken;
      body = signedOut ? null : (
        <p className="qn-empty" role="alert" data-testid={result.status === 403 ? 'questionnaire-results-denied' : 'questionnaire-results-error'}>
          {result.status === 403 ? t('results.noAuthority') : t('results.loadFailed')}: {result.msg}
        </p>
      );
    } else {
      const r = result.data;
      const chart = (q: QuestionResult, n: number) => {
        const bars = q.kind === 'rating' ? q.ratings.map((x) => ({ label: t('ratingScore', { score: x.score }), count: x.count })) : q.options.map((o) => ({ label: o.label, count: o.count }));
        const title = t('results.chartTitle', { n });
        return (
          <StaticChart
            option={buildCountBarOption(
              bars.map((b) => b.label),
              bars.map((b) => b.count),
              t('results.count'),
            )}
            title={title}
            description={bars.map((b) => t('results.optionCount', { label: b.label, count: b.count })).join('; ')}
            width={760}
            height={countBarHeight(bars.length)}
          />
        );
      };
      body = (
        <>
          {r.demo ? <p className="qn-demo">{t('demoNote')}</p> : null}
          <h2 className="qn-result-title">{r.title}</h2>
          <ul className="qn-summary" data-testid="questionnaire-summary">
            <li>
              {t('results.responses')}
              <strong data-testid="questionnaire-responses">{format.number(r.responses)}</strong>
            </li>
            <li>
              {t('results.signedIn')}
              <strong>{format.number(r.signedIn)}</strong>
            </li>
            <li>
              {t('results.visitors')}
              <strong>{format.number(r.visitors)}</strong>
            </li>
            <li>
              {t('results.lastAt')}
              <strong>{r.lastAt ? format.dateTime(new Date(r.lastAt), { dateStyle: 'medium', timeStyle: 'short' }) : '—'}</strong>
            </li>
          </ul>
          {r.responses === 0 ? <p className="qn-empty">{t('results.none')}</p> : null}
          {r.questions.map((q, i) => (
            <section key={q.id} className="qn-result" data-testid={`result-${i + 1}`}>
              <h2>
                <span className="qn-number">{t('questionNumber', { n: i + 1 })}</span> {q.text}
              </h2>
              <p className="qn-muted">
                {t('results.answered', { n: format.number(q.answered) })}
                {q.kind === 'rating' ? ` · ${q.mean !== null ? t('results.mean', { mean: format.number(q.mean, { maximumFractionDigits: 2 }) }) : t('results.noMean')}` : ''}
              </p>
              {q.kind === 'text' ? (
                q.texts.length ? (
                  <>
                    <p className="qn-muted">{t('results.texts', { max: RESULT_TEXTS })}</p>
                    <ol className="qn-texts">
                      {q.texts.map((x, j) => (
                        <li key={j}>
                          {x.text}
                          <time dateTime={x.at}>{format.dateTime(new Date(x.at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                        </li>
                      ))}
                    </ol>
                  </>
                ) : (
                  <p className="qn-empty">{t('results.noTexts')}</p>
                )
              ) : (
                chart(q, i + 1)
              )}
            </section>
          ))}
        </>
      );
    }
    return (
      <section className="my-panel" data-testid="questionnaire-results">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('results.title')}</h1>
          <NavLink href="/questionnaire">{t('results.openQuestionnaire')}</NavLink>
        </div>
        <p className="auth-muted">{t('results.intro')}</p>
        {body}
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
