import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { ProfileCard, ProfileDetail } from '@/lib/cloud/contract';
import { PROFILE_KINDS } from '@/lib/cloud/types';
import type { Paged } from '@/lib/contract';
import { listHref } from '@/lib/list-query';
import { CloudNav } from './cloud-nav';
import { labHref } from './lab-card';
import { LinkPager } from '@/components/ui/link-pager';

export const PEOPLE_KEYS = ['kind', 'category', 'page'] as const;

function Person({ p }: { p: ProfileCard }) {
  const t = useTranslations('Cloud');
  return (
    <article className="cl-card" data-testid="profile-card">
      <h3 className="cl-title">
        <NavLink href={`/cloud/userDetail?id=${p.id}`}>{p.name}</NavLink>
      </h3>
      <div className="cl-meta">
        {p.demo && <span className="tag tag--orange">{t('demo')}</span>}
        <span className="tag tag--blue">{t(`profileKinds.${p.kind}`)}</span>
        <span>{p.title}</span>
        <span>{p.org}</span>
        {p.province && <span>{p.province}</span>}
      </div>
      <div className="cl-meta">
        {p.fields.map((f) => (
          <span key={f} className="tag">
            {t(`categories.${f}`)}
          </span>
        ))}
      </div>
    </article>
  );
}

/** /cloud/userList: the public experts and testers. */
export function PeopleList({ query, result }: { query: Record<string, string>; result: { ok: true; data: Paged<ProfileCard> } | { ok: false; msg: string } }) {
  const t = useTranslations('Cloud');
  return (
    <div className="page" data-testid="people-list">
      <CloudNav current="people" />
      <h1 className="section-title">{t('people.title')}</h1>
      <nav className="cl-meta" aria-label={t('people.kinds')}>
        <NavLink href="/cloud/userList" aria-current={!query.kind ? 'page' : undefined}>
          {t('list.any')}
        </NavLink>
        {PROFILE_KINDS.map((k) => (
          <NavLink key={k} href={listHref('/cloud/userList', { kind: k })} aria-current={query.kind === k ? 'page' : undefined}>
            {t(`profileKinds.${k}`)}
          </NavLink>
        ))}
      </nav>
      {!result.ok ? (
        <div className="cl-card cl-error" role="alert">
          {t('list.error', { msg: result.msg })}
        </div>
      ) : result.data.list.length === 0 ? (
        <div className="cl-card cl-empty">{t('people.empty')}</div>
      ) : (
        <>
          <ul className="cl-grid" style={{ marginTop: 12 }}>
            {result.data.list.map((p) => (
              <li key={p.id}>
                <Person p={p} />
              </li>
            ))}
          </ul>
          <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(page) => listHref('/cloud/userList', { ...query, page })} testId="cloud-pager" />
        </>
      )}
    </div>
  );
}

/** /cloud/userDetail?id=: one expert or tester. */
export function PersonDetail({ p }: { p: ProfileDetail }) {
  const t = useTranslations('Cloud');
  return (
    <div className="page" data-testid="person-detail">
      <CloudNav current="people" />
      <article className="cl-card">
        <h1 className="section-title">{p.name}</h1>
        <div className="cl-meta">
          {p.demo && <span className="tag tag--orange">{t('demo')}</span>}
          <span className="tag tag--blue">{t(`profileKinds.${p.kind}`)}</span>
          <span>{p.title}</span>
          {p.province && <span>{p.province}</span>}
        </div>
        <p style={{ whiteSpace: 'pre-line' }}>{p.bio}</p>
        <dl className="cl-facts">
          <dt>{t('people.org')}</dt>
          <dd>{p.labId && p.labName ? <NavLink href={labHref(p.labId)}>{p.labName}</NavLink> : p.org}</dd>
          <dt>{t('people.fields')}</dt>
          <dd>{p.fields.map((f) => t(`categories.${f}`)).join(' · ')}</dd>
        </dl>
      </article>
    </div>
  );
}
