'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { ChoiceForm } from './choice-field';

const AGREEMENTS = [
  { field: 'agreeUser', key: 'user' },
  { field: 'agreePrivacy', key: 'privacy' },
  { field: 'agreePlatform', key: 'platform' },
] as const;

/**
 * The three agreements of registration (spec section 5), each readable in a dialog and ticked.
 * The form's fields hold 'true' when ticked; the server's rule (Auth.agreementsRequired) checks them.
 */
export function AgreementChecks({ form }: { form: ChoiceForm }) {
  const t = useTranslations();
  const tt = t as (key: string) => string;
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<(typeof AGREEMENTS)[number]['key'] | null>(null);
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
        <div className="auth-agreement-text" data-testid="agreement-text">
          {open ? t(`Auth.agreements.${open}.body`) : ''}
        </div>
        <div className="auth-dialog__footer">
          <button type="button" className="button button--primary" onClick={() => dialog.current?.close()}>
            {t('Auth.agreements.close')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
