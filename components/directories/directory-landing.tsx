import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import type { DirectoryKind } from '@/lib/directories/contract';
import { DIRECTORY_PATHS } from '@/lib/directories/paths';

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
      {!result.ok ? (
        <div className="dir-error" role="alert">
          {t('loadError', { msg: result.msg })}
        </div>
      ) : result.data.list.length === 0 ? (
        <div className="dir-empty" data-testid="directory-empty">
          {t('noData')}
        </div>
      ) : (
        <>
          {result.data.list.some((i) => i.demo) ? <p className="dir-demo">{t('demoNote')}</p> : null}
          <ul className="dir-grid" data-testid="directory-featured">
            {result.data.list.map((item) => (
              <li key={item.id}>{card(item)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="dir-more">
        <NavLink className="button" href={list} data-testid="directory-view-all">
          {t('viewAll')} ({result.ok ? t('total', { total: result.data.total }) : '…'})
        </NavLink>
      </p>
    </div>
  );
}
