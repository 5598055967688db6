import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { rankingCalls } from '@/lib/ranking/contract';
import { publicGet } from '@/lib/server/entry';
import { GradeTag } from '../grade-tag';
import { RankingNav } from '../ranking-nav';

/** /economy/economyGrade: the published model (qc/introduce): blocks, indicators, weights, marks, grades and levels. */
export async function ModelScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations('Ranking');
  const result = await publicGet(locale, rankingCalls.introduce, {});
  const head = (
    <>
      <h1 className="page-title">{t('model.title')}</h1>
      <RankingNav current="model" />
    </>
  );
  if (!result.ok) return <div className="page rk-page">{head}<p className="rk-empty" role="alert">{result.msg}</p></div>;
  const m = result.data;
  return (
    <div className="page rk-page" data-testid="ranking-model">
      {head}
      <p>{t('model.intro')}</p>
      {m.blocks.map((b) => (
        <section key={b.key} className="rk-section">
          <h2>
            {b.label} · {t('model.blockWeight', { weight: b.weight })}
          </h2>
          <table className="rk-table">
            <thead>
              <tr>
                <th>{t('detail.indicator')}</th>
                <th>{t('model.unit')}</th>
                <th className="rk-num">{t('model.weight')}</th>
                <th className="rk-num">{t('model.totalWeight')}</th>
                <th className="rk-num">{t('model.zeroAt')}</th>
                <th className="rk-num">{t('model.fullAt')}</th>
                <th className="rk-num">{t('model.range')}</th>
              </tr>
            </thead>
            <tbody>
              {b.indicators.map((i) => (
                <tr key={i.key}>
                  <td>
                    <strong>{i.label}</strong>
                    <br />
                    <span className="rk-meta">{i.description}</span>
                  </td>
                  <td>{t(`units.${i.unit}`)}</td>
                  <td className="rk-num">{i.weight}</td>
                  <td className="rk-num">{i.totalWeight}</td>
                  <td className="rk-num">{i.zeroAt}</td>
                  <td className="rk-num">{i.fullAt}</td>
                  <td className="rk-num">
                    {i.min}–{i.max}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <section className="rk-section">
        <h2>{t('model.grades')}</h2>
        <table className="rk-table" data-testid="grades">
          <thead>
            <tr>
              <th>{t('common.grade')}</th>
              <th className="rk-num">{t('model.minScore')}</th>
            </tr>
          </thead>
          <tbody>
            {m.grades.map((g) => (
              <tr key={g.grade}>
                <td>
                  <GradeTag grade={g.grade} />
                </td>
                <td className="rk-num">{g.minScore}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="rk-section">
        <h2>{t('model.levelsTitle')}</h2>
        <p>{t('model.levelsText')}</p>
        <p>{m.levels.map((l) => l.label).join(' · ')}</p>
        <h2>{t('model.categoriesTitle')}</h2>
        <p>{m.categories.map((c) => c.name).join(' · ')}</p>
      </section>
    </div>
  );
}
