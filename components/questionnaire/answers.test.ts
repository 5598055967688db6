import type { QuestionView } from '@/lib/questionnaire/contract';
import { answerOf, firstMissing, newVisitorToken } from './answers';

const q = (id: number, kind: QuestionView['kind'], required = true): QuestionView => ({ id, kind, required, text: `Q${id}`, options: [] });

describe('questionnaire answers in the browser', () => {
  it('sends an answer only when it says something', () => {
    expect(answerOf(q(1, 'single'), ['a'])).toEqual({ questionId: 1, optionIds: ['a'] });
    expect(answerOf(q(1, 'multiple'), [])).toBeNull();
    expect(answerOf(q(2, 'rating'), 4)).toEqual({ questionId: 2, rating: 4 });
    expect(answerOf(q(2, 'rating'), undefined)).toBeNull();
    expect(answerOf(q(3, 'text'), '  more grades  ')).toEqual({ questionId: 3, text: 'more grades' });
    expect(answerOf(q(3, 'text'), '   ')).toBeNull();
  });

  it('names the first required question without an answer, skipping optional ones', () => {
    const questions = [q(1, 'single'), q(2, 'text', false), q(3, 'rating')];
    expect(firstMissing(questions, { 1: ['a'] })).toBe(3);
    expect(firstMissing(questions, {})).toBe(1);
    expect(firstMissing(questions, { 1: ['a'], 3: 5 })).toBeNull();
  });

  it('makes visitor tokens the server accepts', () => {
    const a = newVisitorToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newVisitorToken()).not.toBe(a);
  });
});
