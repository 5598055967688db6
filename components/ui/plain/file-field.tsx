'use client';
import type { ChangeEvent } from 'react';
import { UploadLimits, useUploadField, type FileUploadProps } from '@/components/files/use-upload-field';
import '@/components/files/file-upload.css';
import './file-field.css';

/**
 * The upload field of components/files/file-upload.tsx without antd's Upload and Progress (issue 30,
 * page weight: the order form, the laboratory application and the R&D data editor): the same
 * props, limits, checks, messages, progress and test ids. A native file input in a button-like
 * label; the field's files as links with a remove button. Works as an antd Form control
 * (value / onChange) like the original.
 */
export function FileField({ kind, max, value = [], onChange, disabled, replace, label, testId = 'file-upload', onBusyChange }: FileUploadProps) {
  const { t, rule, limit, size, active, failure, busy, full, accept, send, remove } = useUploadField({ kind, max, value, onChange, replace, onBusyChange });

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (picked && accept(picked)) send(picked);
  }

  const off = disabled || busy;

  return (
    <div className="file-upload" data-testid={testId}>
      {!full && (
        <label className={`file-field__button${off ? ' file-field__button--disabled' : ''}`}>
          <input type="file" className="sr-only" accept={rule.extensions.join(',') || undefined} disabled={off} onChange={pick} />
          <span aria-hidden>⤒</span> {label ?? t('upload.choose')}
        </label>
      )}
      {value.length > 0 && (
        <ul className="file-field__list">
          {value.map((f) => (
            <li key={f.id} className="file-field__item">
              <a href={f.url} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
              {!disabled && (
                <button type="button" className="file-field__remove" aria-label={`${t('upload.remove')} ${f.name}`} title={t('upload.remove')} onClick={() => remove(f.id)}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <UploadLimits kind={kind} size={size} limit={limit} testId={testId} />
      {active && (
        <div data-testid={`${testId}-progress`} data-percent={active.percent}>
          <span className="file-upload__name">{t('upload.uploading', { name: active.name })}</span>
          <progress className="file-field__progress" max={100} value={active.percent} aria-label={t('upload.uploading', { name: active.name })} />
        </div>
      )}
      {failure && (
        <p className="file-field__error" data-testid={`${testId}-error`} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
