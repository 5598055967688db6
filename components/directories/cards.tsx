import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { RichText } from '@/components/ui/rich-text';
import type { AppEntry, CourseEntry, ExpertEntry } from '@/lib/directories/contract';
import { directoryDetailHref } from '@/lib/directories/paths';

/** The cards of the directories' landing pages and lists (server components). */

function Demo({ demo }: { demo: boolean }) {
  const t = useTranslations('Directories');
  return demo ? <span className="tag tag--orange">{t('demo')}</span> : null;
}

export function ExpertCard({ e }: { e: ExpertEntry }) {
  const t = useTranslations('Directories');
  return (
    <article className="dir-card" data-testid="expert-card">
      <h3>
        <NavLink href={directoryDetailHref('expert', e.id)}>{e.name}</NavLink>
      </h3>
      <div className="dir-meta">
        <Demo demo={e.demo} />
        <span className="tag tag--blue">{t(`categories.expert.${e.category}`)}</span>
        <span>{e.title}</span>
        <span>{e.org}</span>
      </div>
      <RichText html={e.services} />
    </article>
  );
}

export function AppCard({ a }: { a: AppEntry }) {
  const t = useTranslations('Directories');
  return (
    <article className="dir-card" data-testid="app-card">
      <h3>
        <NavLink href={directoryDetailHref('industrial', a.id)}>{a.name}</NavLink>
      </h3>
      <div className="dir-meta">
        <Demo demo={a.demo} />
        <span className="tag tag--blue">{t(`categories.industrial.${a.category}`)}</span>
        <span>
          {t('industrial.vendor')}: {a.vendor}
        </span>
      </div>
    </article>
  );
}

export function CourseCard({ c }: { c: CourseEntry }) {
  const t = useTranslations('Directories');
  return (
    <article className="dir-card" data-testid="course-card">
      <h3>
        <NavLink href={directoryDetailHref('digital', c.id)}>{c.title}</NavLink>
      </h3>
      <div className="dir-meta">
        <Demo demo={c.demo} />
        <span className="tag tag--blue">{t(`categories.digital.${c.category}`)}</span>
        <span>{t(`formats.${c.format}`)}</span>
      </div>
      <div className="dir-meta">
        <span>{t('digital.dates', { start: c.startDate, end: c.endDate })}</span>
        <span>{t('digital.workingDays', { days: c.workingDays })}</span>
      </div>
    </article>
  );
}
