import 'server-only';
import { parseQuestion, type ParsedQuestion } from '@/lib/ai/intent';

const FOLLOW_UP_INTENTS = new Set(['value', 'equivalent', 'comparison', 'unsupported', 'welding']);
const POINTS_BACK = /它|其|该钢|该牌号|这个牌号|这种钢|\bit\b|\bits\b|\bthis (?:grade|steel)\b|\bthat (?:grade|steel)\b/i;

/**
 * A follow-up keeps the conversation's grade (issue 47): "和 Q235B 比较一下" / "Compare it with Q235B"
 * after a question about Q355B compares Q355B with Q235B; "它的抗拉强度呢" asks about the same grade.
 * The previous grade is the first one the latest earlier question that names a grade names.
 */
export function followUp(parsed: ParsedQuestion, question: string, resolve: (c: string) => string | null, previous: string[]): ParsedQuestion {
  const comparesOne = parsed.intent === 'comparison' && parsed.grades.length === 1;
  const namesNone = parsed.grades.length === 0 && !parsed.filters.length && parsed.intent !== 'chart' && parsed.intent !== 'explain';
  if (!comparesOne && !namesNone) return parsed;
  for (const q of [...previous].reverse()) {
    const earlier = parseQuestion(q, resolve).grades.find((g) => !parsed.grades.includes(g));
    if (!earlier) continue;
    const again = parseQuestion(`${earlier} ${question}`, resolve);
    // An unrelated question ("今天天气怎么样") does not become a lookup of the earlier grade: it must ask
    // something of a grade, or point back to it ("它", "its").
    const asksOfGrade = FOLLOW_UP_INTENTS.has(again.intent) || POINTS_BACK.test(question);
    return again.grades.includes(earlier) && again.intent !== 'unknown' && asksOfGrade ? again : parsed;
  }
  return parsed;
}
