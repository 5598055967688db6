import { StoredImage } from '@/components/files/stored-image';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { RichText } from '@/components/ui/rich-text';
import type { AppEntry, CourseEntry, ExpertEntry } from '@/lib/directories/contract';

/** One entry of a directory, shown above its list (`?id=`; routes.json has no detail route for the directories). */

export function ExpertDetail({ e }: { e: ExpertEntry }) {
  const t = useTranslations('Directories');
  return (
    <article className="dir-detail" data-testid="directory-detail">
      <h2>{e.name}</h2>
      {e.demo ? <p className="dir-demo">{t('demoNote')}</p> : null}
      <dl className="dir-facts">
        <dt>{t('category')}</dt>
        <dd>{t(`categories.expert.${e.category}`)}</dd>
        <dt>{t('expert.org')}</dt>
        <dd>
          {e.title} · {e.org}
        </dd>
      </dl>
      <h3>{t('expert.services')}</h3>
      <RichText html={e.services} />
      <p>
        <NavLink href={e.orderHref} data-testid="expert-order">
          {t('expert.order')}
        </NavLink>
      </p>
      <p className="dir-lead">{t('expert.orderNote')}</p>
    </article>
  );
}

export function AppDetail({ a }: { a: AppEntry }) {
  const t = useTranslations('Directories');
  return (
    <article className="dir-detail" data-testid="directory-detail">
      <h2>{a.name}</h2>
      {a.demo ? <p className="dir-demo">{t('demoNote')}</p> : null}
      <dl className="dir-facts">
        <dt>{t('industrial.vendor')}</dt>
        <dd>{a.vendor}</dd>
        <dt>{t('category')}</dt>
        <dd>{t(`categories.industrial.${a.category}`)}</dd>
      </dl>
      <RichText html={a.description} />
      {a.screenshots.length ? (
        <>
          <h3>{t('industrial.screenshots')}</h3>
          <div className="dir-shots">
            {a.screenshots.map((f, i) => (
              <StoredImage key={f.id} src={f.url} alt={t('industrial.screenshotAlt', { name: a.name, n: i + 1 })} width={f.width ?? undefined} height={f.height ?? undefined} loading="lazy" />
            ))}
          </div>
        </>
      ) : null}
      <p>
        <a href={a.link} rel="noopener noreferrer nofollow" target="_blank" data-testid="app-link">
          {t('industrial.visit')}
        </a>
      </p>
    </article>
  );
}

export function CourseDetail({ c }: { c: CourseEntry }) {
  const t = useTranslations('Directories');
  return (
    <article className="dir-detail" data-testid="directory-detail">
      <h2>{c.title}</h2>
      {c.demo ? <p className="dir-demo">{t('demoNote')}</p> : null}
      <dl className="dir-facts">
        <dt>{t('category')}</dt>
        <dd>{t(`categories.digital.${c.category}`)}</dd>
        <dt>{t('digital.schedule')}</dt>
        <dd>
          {t('digital.dates', { start: c.startDate, end: c.endDate })} ({t('digital.workingDays', { days: c.workingDays })})
        </dd>
        <dt>{t('digital.format')}</dt>
        <dd>{t(`formats.${c.format}`)}</dd>
        {c.feeNote ? (
          <>
            <dt>{t('digital.feeNote')}</dt>
            <dd>{c.feeNote}</dd>
          </>
        ) : null}
        <dt>{t('digital.contact')}</dt>
        <dd data-testid="course-contact">{c.contact}</dd>
      </dl>
      <RichText html={c.description} />
    </article>
  );
}
