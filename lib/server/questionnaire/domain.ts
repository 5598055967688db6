import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as questionnaireTables from '@/lib/server/db/schema/questionnaire';
import { questionnaireEndpoints } from './endpoints';
import { questionnaireSeedStep } from './seed';

/** The questionnaire domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const questionnaireDomain = defineDomain({
  name: 'questionnaire',
  summary: 'The questionnaire and its results.',
  endpoints: questionnaireEndpoints,
  seedSteps: [questionnaireSeedStep],
  tables: tablesOf(questionnaireTables),
  routes: ['/questionnaire', '/my/administration/questionnaireResults'],
  messages: ['Questionnaire'],
  docs: ['docs/QUESTIONNAIRE.md'],
});
