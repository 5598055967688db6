import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { CaseCard } from '@/lib/cloud/contract';
import type { Paged } from '@/lib/contract';
import { CloudNav } from './cloud-nav';
import { labHref } from './lab-card';
import { LinkPager } from '@/components/ui/link-pager';
import { listHref } from '@/lib/list-query';

function CaseMeta({ c }: { c: CaseCard }) {
  const t = useTranslations('Cloud');
  return (
    <div className="cl-meta">
      {c.demo && <span className="tag tag--orange">{t('demo')}</span>}
      {c.category && <span className="tag">{t(`categories.${c.category}`)}</span>}
      {c.itemName && <span>{c.itemName}</span>}
      {c.labId && c.labName && <NavLink href={labHref(c.labId)}>{c.labName}</NavLink>}
    </div>
  );
}

/** /cloud/cloudCase: the service cases. */
export function CaseList({ query, result }: { query: Record<string, string>; result: { ok: true; data: Paged<CaseCard> } | { ok: false; msg: string } }) {
  const t = useTranslations('Cloud');
  return (
    <div className="page" data-testid="case-list">
      <CloudNav current="cases" />
      <h1 className="section-title">{t('cases.title')}</h1>
      {!result.ok ? (
        <div className="cl-card cl-error" role="alert">
          {t('list.error', { msg: result.msg })}
        </div>
      ) : result.data.list.length === 0 ? (
        <div className="cl-card cl-empty">{t('cases.empty')}</div>
      ) : (
        <>
          <ul className="cl-list">
            {result.data.list.map((c) => (
              <li key={c.id} className="cl-card">
                <h3 className="cl-title">
                  <NavLink href={`/cloudCaseDetail?id=${c.id}`}>{c.title}</NavLink>
                </h3>
                <CaseMeta c={c} />
                <p className="cl-note">{c.summary}</p>
              </li>
            ))}
          </ul>
          <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(page) => listHref('/cloud/cloudCase', { ...query, page })} testId="cloud-pager" />
        </>
      )}
    </div>
  );
}

/** /cloudCaseDetail?id=: one case. */
export function CaseDetail({ c }: { c: CaseCard }) {
  return (
    <div className="page" data-testid="case-detail">
      <CloudNav current="cases" />
      <article className="cl-card">
        <h1 className="section-title">{c.title}</h1>
        <CaseMeta c={c} />
        <p style={{ whiteSpace: 'pre-line' }}>{c.summary}</p>
      </article>
    </div>
  );
}
