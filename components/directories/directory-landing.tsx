import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import type { DirectoryKind } from '@/lib/directories/contract';
import { DIRECTORY_PATHS } from '@/lib/directories/paths';
import { DirectoryResults } from './directory-results';

interface Props<T> {
  kind: DirectoryKind;
  result: { ok: true; data: { list: T[]; total: number } } | { ok: false; msg: string };
  card: (item: T) => ReactNode;
}

/** A directory's landing page (/expertServices, /industryApp, /digitalTalentTraining): what it is, featured entries, the list. */
export function DirectoryLanding<T extends { id: number; demo: boolean }>({ kind, result, card }: Props<T>) {
  const t = useTranslations('Directories');
  const list = DIRECTORY_PATHS[kind].list;
  return (
    <div className="page dir-page" data-testid={`${kind}-landing`}>
      <h1 className="page-title">{t(`${kind}.title`)}</h1>
      <p className="dir-lead">{t(`${kind}.intro`)}</p>
      <h2 className="section-title">{t(`${kind}.featured`)}</h2>
      <DirectoryResults result={result} card={card} gridTestId="directory-featured" />
      <p className="dir-more">
        <NavLink className="button" href={list} data-testid="directory-view-all">
          {t('viewAll')} ({result.ok ? t('total', { total: result.data.total }) : '…'})
        </NavLink>
      </p>
    </div>
  );
}
