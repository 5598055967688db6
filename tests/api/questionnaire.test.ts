import { count, eq } from 'drizzle-orm';
import { translate } from '@/lib/i18n/messages';
import { authSeedStep } from '@/lib/server/auth/seed';
import { questionnaireAnswers, questionnaireResponses } from '@/lib/server/db/schema';
import { questionnaireSeedStep } from '@/lib/server/questionnaire/seed';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { signIn } from './workflow-helpers';

/** The questionnaire (issue 31 §6, docs/QUESTIONNAIRE.md): answered once per user or visitor, results for administrators. */

const db = authTestDatabase([authSeedStep, questionnaireSeedStep]);
const t = {} as Record<'user' | 'lab' | 'service' | 'admin', string>;
let seq = 0;
/** A fresh well-formed visitor token. */
const visitor = () => `visitor-token-${process.pid}-${++seq}`.padEnd(20, 'x');

interface Q {
  id: number;
  kind: string;
  required: boolean;
  text: string;
  options: { id: string; label: string }[];
}
let qn: { id: number; questions: Q[] };

beforeAll(async () => {
  t.user = await signIn('demo_user');
  t.lab = await signIn('demo_lab');
  t.service = await signIn('demo_service');
  t.admin = await signIn('demo_public_admin');
  qn = (await callApi('GET', 'question/get', { lang: 'en' })).body.data;
});

const responses = async () => Number((await db.handle.db.select({ n: count() }).from(questionnaireResponses))[0].n);
const answerRows = async () => Number((await db.handle.db.select({ n: count() }).from(questionnaireAnswers))[0].n);

/** A complete valid answer set: role, parts used, data rating, optional recommendation and text. */
function fullAnswers(overrides: Partial<Record<number, Record<string, unknown> | null>> = {}) {
  const [role, used, rating, recommend, text] = qn.questions;
  const base: Record<number, Record<string, unknown> | null> = {
    0: { questionId: role.id, optionIds: ['engineer'] },
    1: { questionId: used.id, optionIds: ['material-data', 'matching'] },
    2: { questionId: rating.id, rating: 4 },
    3: { questionId: recommend.id, rating: 5 },
    4: { questionId: text.id, text: 'More GB/T 1591 grades, please.' },
  };
  return Object.values({ ...base, ...overrides }).filter(Boolean);
}

const save = (body: Record<string, unknown>, options: { token?: string; lang?: 'zh' | 'en'; ip?: string } = {}) =>
  callApi('POST', 'question/save', { body, token: options.token, lang: options.lang ?? 'en', headers: options.ip ? { 'x-forwarded-for': options.ip } : undefined });

describe('questionnaire', () => {
  it('shows the open demo questionnaire in both languages, with its kinds, options and required flags', async () => {
    const en = (await callApi('GET', 'question/get', { lang: 'en' })).body.data;
    const zh = (await callApi('GET', 'question/get', { lang: 'zh' })).body.data;
    expect(en).toMatchObject({ title: 'Steel materials portal user survey (demo)', demo: true, answered: false });
    expect(zh.title).toBe('钢铁材料门户用户调查（演示）');
    expect(en.questions.map((q: Q) => [q.kind, q.required])).toEqual([
      ['single', true],
      ['multiple', true],
      ['rating', true],
      ['rating', false],
      ['text', false],
    ]);
    expect(en.questions[0].options[0]).toEqual({ id: 'engineer', label: 'Materials or design engineer' });
    expect(zh.questions[0].options[0]).toEqual({ id: 'engineer', label: '材料或设计工程师' });
  });

  it('keeps a visitor’s answers once per visitor token and refuses the second with 409 in zh and en', async () => {
    const token = visitor();
    const before = await responses();
    const res = await save({ questionnaireId: qn.id, visitorToken: token, answers: fullAnswers() });
    expect(res.status, res.body.msg).toBe(200);
    expect(await responses()).toBe(before + 1);
    expect((await callApi('GET', 'question/get', { query: { visitorToken: token } })).body.data.answered).toBe(true);
    expect((await callApi('GET', 'question/get', { query: { visitorToken: visitor() } })).body.data.answered).toBe(false);
    const again = await save({ questionnaireId: qn.id, visitorToken: token, answers: fullAnswers() }, { lang: 'zh' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(translate('zh', 'Questionnaire.alreadyAnswered'));
    const againEn = await save({ questionnaireId: qn.id, visitorToken: token, answers: fullAnswers() });
    expect(againEn.body.msg).toBe(translate('en', 'Questionnaire.alreadyAnswered'));
    expect(await responses()).toBe(before + 1);
  });

  it('keeps a signed-in user’s answers once per account, whatever visitor token is sent', async () => {
    expect((await callApi('GET', 'question/get', { token: t.lab })).body.data.answered).toBe(false);
    const res = await save({ questionnaireId: qn.id, answers: fullAnswers({ 4: null }) }, { token: t.lab });
    expect(res.status, res.body.msg).toBe(200);
    expect((await callApi('GET', 'question/get', { token: t.lab })).body.data.answered).toBe(true);
    expect((await save({ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers() }, { token: t.lab })).status).toBe(409);
  });

  it('keeps only one of two simultaneous answers of the same visitor', async () => {
    const token = visitor();
    const before = await responses();
    const both = await Promise.all([0, 1].map(() => save({ questionnaireId: qn.id, visitorToken: token, answers: fullAnswers() })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await responses()).toBe(before + 1);
  });

  it('refuses bad answers with 400 naming the question, in the caller’s language, and keeps nothing', async () => {
    const [role, used, rating, , text] = qn.questions;
    const before = [await responses(), await answerRows()];
    const cases: [Record<string, unknown>, string, Record<string, number>?][] = [
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers({ 2: null }) }, 'Questionnaire.requiredUnanswered', { question: 3 }],
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers({ 1: { questionId: used.id, optionIds: [] } }) }, 'Questionnaire.requiredUnanswered', { question: 2 }],
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers({ 0: { questionId: role.id, optionIds: ['astronaut'] } }) }, 'Questionnaire.unknownOptionOf', { question: 1 }],
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers({ 0: { questionId: role.id, optionIds: ['engineer', 'buyer'] } }) }, 'Questionnaire.oneOptionOnly', { question: 1 }],
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers({ 0: { questionId: role.id, rating: 3 } }) }, 'Questionnaire.answerDoesNotFit', { question: 1 }],
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: [...fullAnswers(), { questionId: rating.id, rating: 2 }] }, 'Questionnaire.duplicateAnswer', { question: 3 }],
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers({ 2: { questionId: rating.id, rating: 6 } }) }, 'Questionnaire.badRating'],
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers({ 4: { questionId: text.id, text: 'x'.repeat(1001) } }) }, 'Questionnaire.textTooLong'],
      [{ questionnaireId: qn.id, visitorToken: visitor(), answers: [...fullAnswers(), { questionId: 999999, rating: 2 }] }, 'Questionnaire.unknownQuestion'],
      [{ questionnaireId: qn.id, answers: fullAnswers() }, 'Questionnaire.visitorTokenRequired'],
      [{ questionnaireId: qn.id, visitorToken: 'short', answers: fullAnswers() }, 'Questionnaire.visitorTokenRequired'],
    ];
    for (const [body, key, values] of cases) {
      for (const lang of ['zh', 'en'] as const) {
        const res = await save(body, { lang });
        expect(res.status, `${key} ${lang}`).toBe(400);
        expect(res.body).toMatchObject({ code: -1, data: null, msg: translate(lang, key, values) });
      }
    }
    const unknown = await save({ questionnaireId: 999999, visitorToken: visitor(), answers: fullAnswers() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(translate('en', 'Questionnaire.notFound'));
    const extraField = await save({ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers(), score: 1 });
    expect(extraField.status).toBe(400);
    expect([await responses(), await answerRows()]).toEqual(before);
  });

  it('stores a written answer as the text it is (a script is text, never markup)', async () => {
    const [, , , , text] = qn.questions;
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await save({ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers({ 4: { questionId: text.id, text: script } }) });
    expect(res.status).toBe(200);
    const texts = (await db.handle.db.select({ text: questionnaireAnswers.text }).from(questionnaireAnswers).where(eq(questionnaireAnswers.responseId, res.body.data.id))).map((r) => r.text).filter(Boolean);
    expect(texts).toEqual([script]);
  });

  it('shows the results to administrators only: counts per option, ratings with their mean, newest texts first', async () => {
    const results = await callApi('GET', 'question/results', { token: t.admin, lang: 'en' });
    expect(results.status).toBe(200);
    const r = results.body.data;
    const total = await responses();
    expect(r).toMatchObject({ responses: total, signedIn: 1, visitors: total - 1, demo: true });
    const [role, used, rating, recommend, text] = r.questions;
    expect(role.options.find((o: { id: string }) => o.id === 'engineer').count).toBe(total);
    expect(role.options.find((o: { id: string }) => o.id === 'buyer').count).toBe(0);
    expect(used.options.find((o: { id: string }) => o.id === 'matching').count).toBe(total);
    expect(rating.ratings).toHaveLength(5);
    expect(rating.ratings.find((x: { score: number }) => x.score === 4).count).toBe(total);
    expect(rating.mean).toBe(4);
    expect(recommend.mean).toBe(5);
    expect(text.texts[0].text).toContain('<script>');
    expect(text.answered).toBe(text.texts.length);
    expect((await callApi('GET', 'question/results', { token: t.service })).status).toBe(200);
    const zh = (await callApi('GET', 'question/results', { token: t.admin, lang: 'zh' })).body.data;
    expect(zh.questions[0].text).toBe('您的主要身份是？');
    const refused = await callApi('GET', 'question/results', { token: t.user, lang: 'zh' });
    expect(refused.status).toBe(403);
    const visitorCall = await callApi('GET', 'question/results');
    expect(visitorCall.body.code).not.toBe(0);
  });

  it('refuses the 21st answer of an hour from one address with 429, whatever the visitor token', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i++) {
      const res = await save({ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers() }, { ip });
      expect(res.status, res.body.msg).toBe(200);
    }
    const before = await responses();
    const refused = await save({ questionnaireId: qn.id, visitorToken: visitor(), answers: fullAnswers() }, { ip, lang: 'zh' });
    expect(refused.status).toBe(429);
    expect(await responses()).toBe(before);
  });
});
