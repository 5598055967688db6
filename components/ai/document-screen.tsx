'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { request, ApiCallError } from '@/lib/api/client';
import { aiCalls } from '@/lib/api/calls/ai';
import { useCall } from '@/lib/api/use-call';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PAGES, QUESTION_MAX } from '@/lib/ai/limits';
import type { AiDocument, DocumentAnswer } from '@/lib/ai/contract';
import type { StoredFile } from '@/lib/files/contract';
import { NavLink } from '@/components/layout/nav-link';
import { RequireLogin } from '@/components/ui/require-login';
import { FileField } from '@/components/ui/plain/file-field';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { AnswerView } from './document-answer';
import './ai.css';

const docHref = (id: number) => `/ai/aiDoc?id=${id}`;
/** A DOCX has no fixed pages: its "pages" are the parts between manual page breaks, and are called so. */
const metaKey = (d: AiDocument) => (d.format === 'docx' ? 'metaDocx' : 'meta');

/** /ai/steelDoc (issue 36 behaviour 4): the limits, the upload with its progress, my documents. */
export function DocumentsScreen() {
  return (
    <RequireLogin>
      <Documents />
    </RequireLogin>
  );
}

function Documents() {
  const t = useTranslations('Ai.docs');
  const list = useCall(aiCalls.documentList, {});
  const [reading, setReading] = useState(false);
  const [error, setError] = useState('');
  const [opened, setOpened] = useState<AiDocument | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const remove = async (d: AiDocument) => {
    if (!window.confirm(t('confirmDelete', { name: d.name }))) return;
    setDeleting(d.id);
    setError('');
    try {
      await request(aiCalls.documentsDel, { documentId: d.id });
      if (opened?.id === d.id) setOpened(null);
      await list.mutate();
    } catch (e) {
      setError(ApiCallError.is(e) ? e.message : t('deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  const onUploaded = async (files: StoredFile[]) => {
    const file = files.at(-1);
    if (!file) return;
    setReading(true);
    setError('');
    try {
      const doc = await request(aiCalls.documentSave, { fileId: file.id });
      setOpened(doc);
      await list.mutate();
    } catch (e) {
      setError(ApiCallError.is(e) ? e.message : t('readFailed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="ai-doc-screen">
      <h1 className="ai-main__title">{t('title')}</h1>
      <p className="ai-main__lead">{t('lead')}</p>
      <p className="ai-doc__limits" data-testid="ai-doc-limits">
        {t('limits', { mb: DOCUMENT_MAX_BYTES / 1024 / 1024, pages: DOCUMENT_MAX_PAGES, types: DOCUMENT_EXTENSIONS.join(', ') })}
      </p>
      <FileField kind="attachment" max={1} replace value={[]} onChange={onUploaded} label={t('choose')} testId="ai-doc-upload" />
      {reading && <p className="ai-answer__status">{t('reading')}</p>}
      {error && (
        <p className="ai-doc__error" role="alert" data-testid="ai-doc-error">
          {error}
        </p>
      )}
      {opened && <Asker doc={opened} />}
      <h2 className="ai-doc__heading">{t('mine')}</h2>
      {list.error ? (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <p className="ai-answer__status">{t('loading')}</p>
      ) : list.data.list.length === 0 ? (
        <p className="ai-answer__status">{t('none')}</p>
      ) : (
        <ul className="ai-doc__list" data-testid="ai-doc-list">
          {list.data.list.map((d) => (
            <li key={d.id}>
              <button type="button" className="ai-link" onClick={() => setOpened(d)}>
                {d.name}
              </button>{' '}
              <span className="ai-citation__detail">{t(metaKey(d), { pages: d.pages, passages: d.passages, kb: Math.ceil(d.size / 1024) })}</span>{' '}
              <NavLink href={docHref(d.id)}>{t('answers')}</NavLink>
              <span className="ai-doc__actions">
                <button type="button" className="ai-link" disabled={deleting === d.id} onClick={() => void remove(d)} data-testid="ai-doc-delete">
                  {deleting === d.id ? t('deleting') : t('delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The question box of one document; answers appear under it with their quoted passages. */
function Asker({ doc, onAnswered }: { doc: AiDocument; onAnswered?: () => void }) {
  const t = useTranslations('Ai.docs');
  const [question, setQuestion] = useState('');
  const [answers, setAnswers] = useState<DocumentAnswer[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const send = async (text: string) => {
    setBusy(true);
    setError('');
    try {
      const answer = await request(aiCalls.documentAsk, { documentId: doc.id, question: text });
      setAnswers((a) => [answer, ...a]);
      setQuestion('');
      onAnswered?.();
    } catch (err) {
      setError(ApiCallError.is(err) ? err.message : t('askFailed'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void send(question);
  };

  return (
    <section className="ai-doc__ask" data-testid="ai-doc-ask">
      <h2 className="ai-doc__heading">{t('askAbout', { name: doc.name })}</h2>
      <form onSubmit={submit} className="ai-doc__form">
        <label htmlFor="ai-doc-question">{t('question')}</label>
        <input id="ai-doc-question" value={question} maxLength={QUESTION_MAX} placeholder={t('placeholder')} onChange={(e) => setQuestion(e.target.value)} />
        <button type="submit" className="ai-suggestion" disabled={busy || !question.trim()}>
          {busy ? t('asking') : t('ask')}
        </button>
        <button type="button" className="ai-suggestion" disabled={busy} onClick={() => void send(t('checkQuestion'))} data-testid="ai-doc-check-button">
          {t('check')}
        </button>
      </form>
      {error && <p className="ai-doc__error" role="alert">{error}</p>}
      <ul className="ai-turns">
        {answers.map((a) => (
          <AnswerView key={a.id} answer={a} parts={doc.format === 'docx'} />
        ))}
      </ul>
      <p>
        <NavLink href={docHref(doc.id)}>{t('allAnswers')}</NavLink>
      </p>
    </section>
  );
}

/** /ai/aiDoc?id= : a document's answers with the passages they quote, beside the document itself. */
export function DocumentAnswersScreen({ id }: { id: number | null }) {
  return (
    <RequireLogin>
      <DocumentAnswers id={id} />
    </RequireLogin>
  );
}

function DocumentAnswers({ id }: { id: number | null }) {
  const t = useTranslations('Ai.docs');
  const got = useCall(aiCalls.documentGet, id ? { documentId: id } : null);
  if (!id)
    return (
      <div className="ai-doc-screen">
        <p className="ai-doc__error">{t('noId')}</p>
      </div>
    );
  if (got.error)
    return (
      <div className="ai-doc-screen">
        <p className="ai-doc__error" role="alert">
          {ApiCallError.is(got.error) ? got.error.message : t('loadFailed')}
        </p>
      </div>
    );
  if (!got.data)
    return (
      <div className="ai-doc-screen">
        <p className="ai-answer__status">{t('loading')}</p>
      </div>
    );
  const { document: doc, answers } = got.data;
  return (
    <div className="ai-doc-view">
      <aside className="ai-sidebar">
        <h1 className="ai-main__title">{doc.name}</h1>
        <p className="ai-citation__detail">{t(metaKey(doc), { pages: doc.pages, passages: doc.passages, kb: Math.ceil(doc.size / 1024) })}</p>
        <p>
          <a href={doc.url} target="_blank" rel="noreferrer" data-testid="ai-doc-open">
            {t('open')}
          </a>
        </p>
        <p>
          <NavLink href="/ai/steelDoc">{t('back')}</NavLink>
        </p>
      </aside>
      <div className="ai-main">
        <Asker doc={doc} onAnswered={() => void got.mutate()} />
        <h2 className="ai-doc__heading">{t('history')}</h2>
        {answers.length === 0 ? (
          <p className="ai-answer__status">{t('noAnswers')}</p>
        ) : (
          <ul className="ai-turns">
            {[...answers].reverse().map((a) => (
              <AnswerView key={a.id} answer={a} parts={doc.format === 'docx'} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
