'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FileUploadProps } from '@/components/files/file-upload';
import { fileCalls } from '@/lib/api/calls/files';
import { ApiCallError } from '@/lib/api/client';
import { upload } from '@/lib/api/upload';
import { formatLimit, KIND_RULES } from '@/lib/files/kinds';
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
  const t = useTranslations('Files');
  const tErrors = useTranslations('Errors');
  const rule = KIND_RULES[kind];
  const limit = Math.max(1, Math.min(max ?? rule.maxPerField, rule.maxPerField));
  const replacing = !!replace && limit === 1;
  const size = formatLimit(rule.maxBytes);
  const [active, setActive] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Several files may finish one after another: each result is added to the newest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const busy = active !== null;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const refuse = (name: string, reason: string) => setFailure(t('upload.failed', { name, reason }));

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!picked) return;
    if (picked.size > rule.maxBytes) return refuse(picked.name, t('tooLarge', { max: size }));
    if (!replacing && latest.current.length >= limit) return refuse(picked.name, t('tooManyFiles', { max: limit }));
    setFailure(null);
    setActive({ name: picked.name, percent: 0 });
    upload(fileCalls.upload, { kind }, picked, { onProgress: (percent) => setActive({ name: picked.name, percent }) })
      .then(async (stored) => {
        await onChange?.(replacing ? [stored] : [...latest.current, stored]);
      })
      .catch((error: unknown) => refuse(picked.name, error instanceof ApiCallError ? error.message : tErrors('network')))
      .finally(() => setActive(null));
  }

  const full = !replacing && value.length >= limit;
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
                <button type="button" className="file-field__remove" aria-label={`${t('upload.remove')} ${f.name}`} title={t('upload.remove')} onClick={() => void onChange?.(latest.current.filter((x) => x.id !== f.id))}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="file-upload__limits" data-testid={`${testId}-limits`}>
        <span className="file-upload__limits-label">{t('upload.limitsLabel')}:</span> {t(`limits.${kind}`, { size })} · {t('limits.count', { max: limit })}
      </p>
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
