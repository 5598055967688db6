'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { request } from '@/lib/api/client';
import { questionnaireCalls } from '@/lib/api/calls/questionnaire';
import type { AnswerInput, QuestionnaireView, QuestionView } from '@/lib/questionnaire/contract';
import { RATING_MAX, RATING_MIN, TEXT_ANSWER_MAX } from '@/lib/questionnaire/rules';
import { STORAGE } from '@/lib/session/constants';
import { useSession } from '@/lib/session/use-session';
import { NavLink } from '@/components/layout/nav-link';
import { answerOf, firstMissing, newVisitorToken, type Draft } from './answers';

type Status = 'form' | 'sending' | 'sent' | 'already';

function visitorToken(create: boolean): string | undefined {
  try {
    let token = localStorage.getItem(STORAGE.visitorToken) ?? undefined;
    if (!token && create) {
      token = newVisitorToken();
      localStorage.setItem(STORAGE.visitorToken, token);
    }
    return token;
  } catch {
    return undefined;
  }
}

/**
 * /questionnaire: the open questionnaire as a plain form (radio buttons, check boxes, a 1–5 scale, text). Required
 * questions are checked here first (the server checks everything again); a visitor answers under the browser's
 * visitor token (the one `saveVisitData` keeps), a signed-in user under the account. Once answered the form says so.
 */
export function QuestionnaireForm({ questionnaire }: { questionnaire: QuestionnaireView }) {
  const t = useTranslations('Questionnaire');
  const { ready, signedIn } = useSession();
  const [status, setStatus] = useState<Status>(questionnaire.answered ? 'already' : 'form');
  // A visitor's earlier answer is found by the browser's token (the server knew the signed-in user already).
  const [lookup, setLookup] = useState<{ token: string; answered: boolean } | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [missing, setMissing] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const token = ready && !signedIn ? visitorToken(false) : undefined;
  const checking = !ready || (token !== undefined && lookup?.token !== token);

  useEffect(() => {
    if (!token || lookup?.token === token) return;
    let live = true;
    request(questionnaireCalls.get, { visitorToken: token })
      .then((view) => live && setLookup({ token, answered: view.answered }))
      .catch(() => live && setLookup({ token, answered: false }));
    return () => {
      live = false;
    };
  }, [token, lookup]);

  const set = (q: QuestionView, value: Draft[number]) => {
    setDraft((d) => ({ ...d, [q.id]: value }));
    if (missing !== null && questionnaire.questions[missing - 1]?.id === q.id) setMissing(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const gap = firstMissing(questionnaire.questions, draft);
    if (gap !== null) {
      setMissing(gap);
      formRef.current?.querySelector<HTMLElement>(`[data-question="${gap}"] input, [data-question="${gap}"] textarea`)?.focus();
      return;
    }
    setStatus('sending');
    const answers = questionnaire.questions.map((q) => answerOf(q, draft[q.id])).filter((a): a is AnswerInput => a !== null);
    try {
      await request(questionnaireCalls.save, { questionnaireId: questionnaire.id, visitorToken: signedIn ? undefined : visitorToken(true), answers });
      setStatus('sent');
    } catch {
      // The error was shown; a second answer (409) turns the form into the "already answered" note.
      const token = signedIn ? undefined : visitorToken(false);
      const view = await request(questionnaireCalls.get, token ? { visitorToken: token } : {}).catch(() => null);
      setStatus(view?.answered ? 'already' : 'form');
    }
  };

  const already = status === 'already' || (status === 'form' && !checking && lookup?.token === token && lookup?.answered === true);
  if (status === 'sent' || already) {
    const done = status === 'sent';
    return (
      <div className="qn-done" role="status" data-testid={done ? 'questionnaire-thanks' : 'questionnaire-already'}>
        <h2>{t(done ? 'thanksTitle' : 'alreadyTitle')}</h2>
        <p>{t(done ? 'thanksBody' : 'alreadyBody')}</p>
        <NavLink href="/" className="button">
          {t('backHome')}
        </NavLink>
      </div>
    );
  }

  const busy = checking || status === 'sending';
  return (
    <form ref={formRef} className="qn-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="questionnaire-form">
      <p className="qn-legend">{t('requiredLegend')}</p>
      {questionnaire.questions.map((q, i) => (
        <QuestionField key={q.id} q={q} n={i + 1} value={draft[q.id]} onChange={(v) => set(q, v)} error={missing === i + 1 ? t('answerRequired', { n: i + 1 }) : undefined} />
      ))}
      <div className="qn-actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="questionnaire-submit">
          {status === 'sending' ? t('submitting') : t('submit')}
        </button>
        {checking ? <span className="qn-muted">{t('checking')}</span> : null}
      </div>
    </form>
  );
}

function QuestionField({ q, n, value, onChange, error }: { q: QuestionView; n: number; value: Draft[number]; onChange: (v: Draft[number]) => void; error?: string }) {
  const t = useTranslations('Questionnaire');
  const name = `q${q.id}`;
  const errorId = `${name}-error`;
  const described = error ? errorId : undefined;
  let body;
  if (q.kind === 'single' || q.kind === 'multiple') {
    const chosen = Array.isArray(value) ? value : [];
    body = (
      <div className="qn-options">
        {q.options.map((o) => (
          <label key={o.id} className="qn-option">
            <input
              type={q.kind === 'single' ? 'radio' : 'checkbox'}
              name={name}
              value={o.id}
              checked={chosen.includes(o.id)}
              aria-describedby={described}
              onChange={(e) => onChange(q.kind === 'single' ? [o.id] : e.target.checked ? [...chosen, o.id] : chosen.filter((id) => id !== o.id))}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    );
  } else if (q.kind === 'rating') {
    body = (
      <div className="qn-rating">
        <span className="qn-muted">{t('ratingLow')}</span>
        {Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i).map((score) => (
          <label key={score} className="qn-score">
            <input type="radio" name={name} value={score} checked={value === score} aria-label={t('ratingScore', { score })} aria-describedby={described} onChange={() => onChange(score)} />
            <span aria-hidden="true">{score}</span>
          </label>
        ))}
        <span className="qn-muted">{t('ratingHigh')}</span>
      </div>
    );
  } else {
    const text = typeof value === 'string' ? value : '';
    body = (
      <>
        <textarea
          className="qn-text"
          name={name}
          rows={4}
          maxLength={TEXT_ANSWER_MAX}
          value={text}
          placeholder={t('textPlaceholder', { max: TEXT_ANSWER_MAX })}
          aria-labelledby={`${name}-legend`}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="qn-muted">{t('charsLeft', { n: TEXT_ANSWER_MAX - text.length })}</span>
      </>
    );
  }
  return (
    <fieldset className={`qn-question${error ? ' qn-question--error' : ''}`} data-question={n} data-testid={`question-${n}`} aria-invalid={error ? true : undefined}>
      <legend id={`${name}-legend`}>
        <span className="qn-number">{t('questionNumber', { n })}</span> {q.text}
        {q.required ? (
          <abbr className="qn-required" title={t('requiredMark')}>
            *
          </abbr>
        ) : null}
        {q.kind === 'single' ? <span className="qn-kind">{t('chooseOne')}</span> : q.kind === 'multiple' ? <span className="qn-kind">{t('chooseAny')}</span> : null}
      </legend>
      {body}
      {error ? (
        <p id={errorId} className="qn-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
