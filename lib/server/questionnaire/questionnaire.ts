import 'server-only';
import { and, asc, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import {
  RATING_MAX,
  RATING_MIN,
  RESULT_TEXTS,
  type AnswerInput,
  type QuestionKind,
  type QuestionnaireResults,
  type QuestionnaireView,
  type QuestionView,
  type SaveAnswersInput,
} from '@/lib/questionnaire/contract';
import { badRequest, conflict, conflictOnDuplicate, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { questionnaireAnswers, questionnaireQuestions, questionnaireResponses, questionnaires } from '@/lib/server/db/schema';
import { inLanguage } from '@/lib/i18n/in-language';

type QuestionRow = typeof questionnaireQuestions.$inferSelect;
type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** Who answers: the signed-in user, else the visitor token of the browser. */
export type Respondent = { userId: number } | { visitorToken: string };


/** The open questionnaire: the newest active one. */
async function openOne(db: DbExecutor): Promise<QuestionnaireRow | undefined> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.active, true)).orderBy(desc(questionnaires.createdAt), desc(questionnaires.id)).limit(1);
  return row;
}

async function questionsOf(db: DbExecutor, questionnaireId: number): Promise<QuestionRow[]> {
  return db.select().from(questionnaireQuestions).where(eq(questionnaireQuestions.questionnaireId, questionnaireId)).orderBy(asc(questionnaireQuestions.position), asc(questionnaireQuestions.id));
}

function questionView(q: QuestionRow, locale: Locale): QuestionView {
  return {
    id: q.id,
    kind: q.kind as QuestionKind,
    required: q.required,
    text: inLanguage(locale, q.textZh, q.textEn),
    options: q.options.map((o) => ({ id: o.id, label: inLanguage(locale, o.zh, o.en) })),
  };
}

async function hasAnswered(db: DbExecutor, questionnaireId: number, who: Respondent | null): Promise<boolean> {
  if (!who) return false;
  const byWho = 'userId' in who ? eq(questionnaireResponses.userId, who.userId) : eq(questionnaireResponses.visitorToken, who.visitorToken);
  const [row] = await db.select({ id: questionnaireResponses.id }).from(questionnaireResponses).where(and(eq(questionnaireResponses.questionnaireId, questionnaireId), byWho)).limit(1);
  return Boolean(row);
}

/** `question/get`: the open questionnaire in the caller's language, and whether the caller has answered it. */
export async function openQuestionnaire(db: Db, locale: Locale, who: Respondent | null): Promise<QuestionnaireView> {
  const row = await openOne(db);
  if (!row) throw notFound('Questionnaire.notFound');
  const questions = await questionsOf(db, row.id);
  return {
    id: row.id,
    title: inLanguage(locale, row.titleZh, row.titleEn),
    intro: inLanguage(locale, row.introZh, row.introEn),
    demo: row.demo,
    questions: questions.map((q) => questionView(q, locale)),
    answered: await hasAnswered(db, row.id, who),
  };
}

type AnswerRow = { questionId: number; optionId: string | null; text: string | null; rating: number | null };

/**
 * The rows one answer becomes, after checking it fits its question; an answer that says nothing (no option, an
 * empty text) gives no rows, so a required question answered that way counts as unanswered.
 */
function rowsOfAnswer(q: QuestionRow, a: AnswerInput, position: number): AnswerRow[] {
  const kind = q.kind as QuestionKind;
  const misfit = () => badRequest('Questionnaire.answerDoesNotFit', { question: position });
  const chosen = a.optionIds ?? [];
  if (kind === 'single' || kind === 'multiple') {
    if (a.text || a.rating !== undefined) throw misfit();
    if (kind === 'single' && chosen.length > 1) throw badRequest('Questionnaire.oneOptionOnly', { question: position });
    if (new Set(chosen).size !== chosen.length) throw misfit();
    const known = new Set(q.options.map((o) => o.id));
    if (chosen.some((id) => !known.has(id))) throw badRequest('Questionnaire.unknownOptionOf', { question: position });
    return chosen.map((optionId) => ({ questionId: q.id, optionId, text: null, rating: null }));
  }
  if (chosen.length) throw misfit();
  if (kind === 'text') {
    if (a.rating !== undefined) throw misfit();
    return a.text ? [{ questionId: q.id, optionId: null, text: a.text, rating: null }] : [];
  }
  if (a.text) throw misfit();
  return a.rating !== undefined ? [{ questionId: q.id, optionId: null, text: null, rating: a.rating }] : [];
}

/**
 * `question/save`: checks every answer against its question (kind, options, required), then keeps the response
 * and its answers in one transaction. A second response of the same user or visitor is refused (409), also when
 * two arrive at once (the unique indexes decide).
 */
export async function saveAnswers(db: Db, input: SaveAnswersInput, userId: number | null, at: Date): Promise<{ id: number }> {
  const who: Respondent | null = userId !== null ? { userId } : input.visitorToken ? { visitorToken: input.visitorToken } : null;
  if (!who) throw badRequest('Questionnaire.visitorTokenRequired');
  const [row] = await db.select().from(questionnaires).where(and(eq(questionnaires.id, input.questionnaireId), eq(questionnaires.active, true)));
  if (!row) throw notFound('Questionnaire.notFound');
  const questions = await questionsOf(db, row.id);
  const byId = new Map(questions.map((q, i) => [q.id, { q, position: i + 1 }]));
  const seen = new Set<number>();
  const rows: AnswerRow[] = [];
  for (const answer of input.answers) {
    const found = byId.get(answer.questionId);
    if (!found) throw badRequest('Questionnaire.unknownQuestion');
    if (seen.has(answer.questionId)) throw badRequest('Questionnaire.duplicateAnswer', { question: found.position });
    seen.add(answer.questionId);
    rows.push(...rowsOfAnswer(found.q, answer, found.position));
  }
  const answered = new Set(rows.map((r) => r.questionId));
  const missing = questions.findIndex((q) => q.required && !answered.has(q.id));
  if (missing >= 0) throw badRequest('Questionnaire.requiredUnanswered', { question: missing + 1 });
  if (!rows.length) throw badRequest('Questionnaire.nothingAnswered');
  if (await hasAnswered(db, row.id, who)) throw conflict('Questionnaire.alreadyAnswered');
  return conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        const [response] = await tx
          .insert(questionnaireResponses)
          .values({ questionnaireId: row.id, ...('userId' in who ? { userId: who.userId } : { visitorToken: who.visitorToken }), createdAt: at })
          .returning({ id: questionnaireResponses.id });
        await tx.insert(questionnaireAnswers).values(rows.map((r) => ({ ...r, responseId: response.id })));
        return { id: response.id };
      }),
    'Questionnaire.alreadyAnswered',
  );
}

/** `question/results` (administrators): counts per option, ratings with their mean, the newest texts. */
export async function questionnaireResults(db: Db, locale: Locale, questionnaireId?: number): Promise<QuestionnaireResults> {
  const row = questionnaireId ? (await db.select().from(questionnaires).where(eq(questionnaires.id, questionnaireId)))[0] : await openOne(db);
  if (!row) throw notFound('Questionnaire.notFound');
  const questions = await questionsOf(db, row.id);
  const [totals] = await db
    .select({
      responses: count(),
      signedIn: sql<number>`count(${questionnaireResponses.userId})::int`,
      lastAt: max(questionnaireResponses.createdAt),
    })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.questionnaireId, row.id));
  const inThis = and(eq(questionnaireQuestions.questionnaireId, row.id));
  const [answeredRows, optionRows, ratingRows, textRows] = await Promise.all([
    db
      .select({ questionId: questionnaireAnswers.questionId, n: sql<number>`count(distinct ${questionnaireAnswers.responseId})::int` })
      .from(questionnaireAnswers)
      .innerJoin(questionnaireQuestions, eq(questionnaireQuestions.id, questionnaireAnswers.questionId))
      .where(inThis)
      .groupBy(questionnaireAnswers.questionId),
    db
      .select({ questionId: questionnaireAnswers.questionId, optionId: questionnaireAnswers.optionId, n: count() })
      .from(questionnaireAnswers)
      .innerJoin(questionnaireQuestions, eq(questionnaireQuestions.id, questionnaireAnswers.questionId))
      .where(and(inThis, isNotNull(questionnaireAnswers.optionId)))
      .groupBy(questionnaireAnswers.questionId, questionnaireAnswers.optionId),
    db
      .select({ questionId: questionnaireAnswers.questionId, rating: questionnaireAnswers.rating, n: count() })
      .from(questionnaireAnswers)
      .innerJoin(questionnaireQuestions, eq(questionnaireQuestions.id, questionnaireAnswers.questionId))
      .where(and(inThis, isNotNull(questionnaireAnswers.rating)))
      .groupBy(questionnaireAnswers.questionId, questionnaireAnswers.rating),
    // The newest texts of each question: ranked in SQL so a question with many answers sends only RESULT_TEXTS.
    db
      .select({ questionId: sql<number>`ranked.question_id`, text: sql<string>`ranked.text`, at: sql<Date | string>`ranked.created_at` })
      .from(
        sql`(select ${questionnaireAnswers.questionId} as question_id, ${questionnaireAnswers.text} as text, ${questionnaireResponses.createdAt} as created_at,
              row_number() over (partition by ${questionnaireAnswers.questionId} order by ${questionnaireResponses.createdAt} desc, ${questionnaireAnswers.id} desc) as rn
            from ${questionnaireAnswers}
            join ${questionnaireResponses} on ${questionnaireResponses.id} = ${questionnaireAnswers.responseId}
            where ${questionnaireResponses.questionnaireId} = ${row.id} and ${questionnaireAnswers.text} is not null) ranked`,
      )
      .where(sql`ranked.rn <= ${RESULT_TEXTS}`)
      .orderBy(sql`ranked.question_id`, sql`ranked.created_at desc`),
  ]);
  const answered = new Map(answeredRows.map((r) => [r.questionId, r.n]));
  return {
    id: row.id,
    title: inLanguage(locale, row.titleZh, row.titleEn),
    demo: row.demo,
    responses: totals.responses,
    signedIn: totals.signedIn,
    visitors: totals.responses - totals.signedIn,
    lastAt: totals.lastAt ? new Date(totals.lastAt).toISOString() : null,
    questions: questions.map((q) => {
      const view = questionView(q, locale);
      const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => {
        const score = RATING_MIN + i;
        return { score, count: ratingRows.find((r) => r.questionId === q.id && r.rating === score)?.n ?? 0 };
      });
      const rated = ratings.reduce((n, r) => n + r.count, 0);
      return {
        id: q.id,
        kind: view.kind,
        text: view.text,
        required: q.required,
        answered: answered.get(q.id) ?? 0,
        options: view.options.map((o) => ({ ...o, count: optionRows.find((r) => r.questionId === q.id && r.optionId === o.id)?.n ?? 0 })),
        ratings: view.kind === 'rating' ? ratings : [],
        mean: view.kind === 'rating' && rated ? Math.round((ratings.reduce((s, r) => s + r.score * r.count, 0) / rated) * 100) / 100 : null,
        texts: textRows.filter((r) => r.questionId === q.id).map((r) => ({ text: r.text, at: new Date(r.at).toISOString() })),
      };
    }),
  };
}
