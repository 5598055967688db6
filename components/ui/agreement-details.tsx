'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { siteCalls } from '@/lib/api/calls/site';
import { useCall } from '@/lib/api/use-call';
import type { AgreementKind } from '@/lib/site/agreements';
import { Spinner } from './spinner';

/**
 * An agreement a form asks people to accept, shown in a <details> under its title: the text comes from
 * `agreement/get` (one place for every form, docs/SITE.md) when the reader first opens it, with version and date.
 */
export function AgreementDetails({ kind, title, className }: { kind: AgreementKind; title: string; className?: string }) {
  const t = useTranslations('Auth.agreements');
  const format = useFormatter();
  const [opened, setOpened] = useState(false);
  const { data, error, isLoading, mutate } = useCall(siteCalls.agreement, opened ? { kind } : null);
  return (
    <details className={className} onToggle={(e) => e.currentTarget.open && setOpened(true)} data-testid={`agreement-${kind}`}>
      <summary>{title}</summary>
      {error ? (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" className="auth-link" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : data ? (
        <>
          <p className="agreement-details__version" data-testid="agreement-version">
            {t('version', { version: data.version, date: format.dateTime(new Date(`${data.effectiveOn}T00:00:00+08:00`), { dateStyle: 'long' }) })}
            {data.demo ? ` · ${t('demo')}` : ''}
          </p>
          <div className="agreement-details__text" data-testid="agreement-text">
            {data.body}
          </div>
        </>
      ) : isLoading || opened ? (
        <Spinner label={t('loading')} />
      ) : null}
    </details>
  );
}
