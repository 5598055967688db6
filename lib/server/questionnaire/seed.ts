import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { QuestionOptionJson } from '@/lib/server/db/schema/questionnaire';
import type { SeedStep } from '@/lib/server/ports/seed';
import { questionnaireQuestions, questionnaires } from '@/lib/server/db/schema';
import { readSeedData } from '@/lib/server/db/seed-data';

interface SeedQuestionnaire {
  code: string;
  titleZh: string;
  titleEn: string;
  introZh: string;
  introEn: string;
  questions: { kind: string; required: boolean; textZh: string; textEn: string; options: QuestionOptionJson[] }[];
}

/** The demo questionnaire (seed-data/questionnaire/portal-survey.json): titled demo in both languages. */
export async function seedDemoQuestionnaire(db: Db): Promise<number> {
  const data = readSeedData<SeedQuestionnaire>('questionnaire/portal-survey.json');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questionnaires)
      .values({ code: data.code, titleZh: data.titleZh, titleEn: data.titleEn, introZh: data.introZh, introEn: data.introEn, demo: true })
      .onConflictDoNothing()
      .returning({ id: questionnaires.id });
    if (!row) return 0;
    await tx.insert(questionnaireQuestions).values(data.questions.map((q, i) => ({ ...q, questionnaireId: row.id, position: i + 1 })));
    return data.questions.length;
  });
}

export const questionnaireSeedStep: SeedStep = {
  name: 'questionnaire-demo-v1',
  async run(db) {
    return `${await seedDemoQuestionnaire(db)} demo questions`;
  },
};
