'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { request } from '@/lib/api/client';
import { siteCalls } from '@/lib/api/calls/site';
import type { AgreementView } from '@/lib/site/contract';
import { Spinner } from '@/components/ui/spinner';
import type { ChoiceForm } from './choice-field';

const AGREEMENTS = [
  { field: 'agreeUser', key: 'user' },
  { field: 'agreePrivacy', key: 'privacy' },
  { field: 'agreePlatform', key: 'platform' },
] as const;

type Key = (typeof AGREEMENTS)[number]['key'];

/**
 * The three agreements of registration (spec section 5), each readable in a dialog and ticked.
 * The form's fields hold 'true' when ticked; the server's rule (Auth.agreementsRequired) checks them.
 * The texts come from `agreement/get` (one place for every form, with version and date), fetched when a
 * dialog is first opened.
 */
export function AgreementChecks({ form }: { form: ChoiceForm }) {
  const t = useTranslations();
  const tt = t as (key: string) => string;
  const dialog = useRef<HTMLDialogElement>(null);
  const format = useFormatter();
  const [open, setOpen] = useState<Key | null>(null);
  const [texts, setTexts] = useState<Partial<Record<Key, AgreementView | 'failed'>>>({});
  const load = (key: Key) => {
    setTexts((m) => ({ ...m, [key]: undefined }));
    request(siteCalls.agreement, { kind: key })
      .then((view) => setTexts((m) => ({ ...m, [key]: view })))
      .catch(() => setTexts((m) => ({ ...m, [key]: 'failed' })));
  };
  const shown = open ? texts[open] : undefined;
  const error = AGREEMENTS.map((a) => form.errors[a.field]).find(Boolean);

  return (
    <div className={`field auth-agreements${error ? ' field--error' : ''}`}>
      {AGREEMENTS.map((a) => (
        <div key={a.field} className="auth-agreement">
          <input
            type="checkbox"
            id={`field-${a.field}`}
            checked={form.values[a.field] === 'true'}
            onChange={(e) => form.set(a.field, e.target.checked ? 'true' : '')}
            aria-labelledby={`${a.field}-label ${a.field}-read`}
            aria-invalid={form.errors[a.field] ? true : undefined}
            aria-describedby={error ? 'field-agreements-error' : undefined}
            data-testid={a.field}
          />
          <label htmlFor={`field-${a.field}`} id={`${a.field}-label`}>
            {t('Auth.agreements.readAndAgree')}
          </label>
          <button
            type="button"
            className="auth-link"
            id={`${a.field}-read`}
            onClick={() => {
              setOpen(a.key);
              if (!texts[a.key] || texts[a.key] === 'failed') load(a.key);
              dialog.current?.showModal();
            }}
            data-testid={`${a.field}-read`}
          >
            {t(`Auth.agreements.${a.key}.title`)}
          </button>
        </div>
      ))}
      {error ? (
        <p className="field__error" id="field-agreements-error" role="alert">
          {tt(error)}
        </p>
      ) : null}
      <dialog ref={dialog} className="auth-dialog" aria-labelledby="agreement-title" onClose={() => setOpen(null)}>
        <h2 className="auth-dialog__title" id="agreement-title">
          {open ? t(`Auth.agreements.${open}.title`) : ''}
        </h2>
        {shown === 'failed' ? (
          <p className="field__error" role="alert">
            {t('Auth.agreements.failed')}{' '}
            <button type="button" className="auth-link" onClick={() => open && load(open)}>
              {t('Auth.agreements.retry')}
            </button>
          </p>
        ) : shown ? (
          <>
            <p className="auth-muted" data-testid="agreement-version">
              {t('Auth.agreements.version', { version: shown.version, date: format.dateTime(new Date(`${shown.effectiveOn}T00:00:00+08:00`), { dateStyle: 'long' }) })}
              {shown.demo ? ` · ${t('Auth.agreements.demo')}` : ''}
            </p>
            <div className="auth-agreement-text" data-testid="agreement-text">
              {shown.body}
            </div>
          </>
        ) : open ? (
          <div className="auth-result" aria-busy="true">
            <Spinner label={t('Auth.agreements.loading')} />
          </div>
        ) : null}
        <div className="auth-dialog__footer">
          <button type="button" className="button button--primary" onClick={() => dialog.current?.close()}>
            {t('Auth.agreements.close')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
