import 'server-only';
import { questionnaireCalls } from '@/lib/questionnaire/contract';
import { defineEndpoint, permission, PUBLIC } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { openQuestionnaire, questionnaireResults, saveAnswers } from './questionnaire';

/** The questionnaire (/questionnaire, /my/administration/questionnaireResults; docs/QUESTIONNAIRE.md). */
export const questionnaireEndpoints = [
  defineEndpoint(questionnaireCalls.get, {
    summary: "The open questionnaire in the caller's language (questions, kinds, options, required flags) and whether the caller (signed-in user, else the visitor token sent) has answered it.",
    access: PUBLIC,
    handler: ({ db, user, input, locale }) =>
      openQuestionnaire(db, locale, user ? { userId: user.id } : input.visitorToken ? { visitorToken: input.visitorToken } : null),
  }),
  defineEndpoint(questionnaireCalls.save, {
    summary: 'Answers the open questionnaire once per user or visitor token: every answer fits its question, every required question is answered (400 naming the question), a second answer 409.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.answer,
    handler: ({ db, user, input, request }) => saveAnswers(db, input, user?.id ?? null, request.at),
  }),
  defineEndpoint(questionnaireCalls.results, {
    summary: 'Results for administrators (permission admin:console): responses, counts per option, rating distribution and mean, the newest 50 texts per question.',
    access: permission(PERMISSIONS.administration),
    handler: ({ db, locale, input }) => questionnaireResults(db, locale, input.questionnaireId),
  }),
];
