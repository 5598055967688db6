import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { CloudHome as Home } from '@/lib/cloud/contract';
import { useMoney } from '@/components/commerce/money';
import { CloudNav } from './cloud-nav';
import { LabCardView } from './lab-card';

/** /cloud/cloudHomepage (issue 15 screens): services, live figures from the database, popular items, laboratories, cases. */
export function CloudHome({ home, orderFigures = [] }: { home: Home; orderFigures?: { key: string; label: string; value: string }[] }) {
  const t = useTranslations('Cloud');
  const money = useMoney();
  const f = home.figures;
  const figures: [string, number][] = [
    ['laboratories', f.laboratories],
    ['cmaLaboratories', f.cmaLaboratories],
    ['detectionItems', f.detectionItems],
    ['preparationItems', f.preparationItems],
    ['offerings', f.offerings],
    ['publicBags', f.publicBags],
    ['cases', f.cases],
    ['experts', f.experts],
  ];
  return (
    <div className="page" data-testid="cloud-home">
      <CloudNav current="home" />
      <h1 className="section-title">{t('home.title')}</h1>
      <p className="cl-note">{t('home.lead')}</p>
      <ul className="cl-figures" data-testid="cloud-figures">
        {figures.map(([key, n]) => (
          <li key={key} className="cl-card">
            <strong>{n}</strong>
            {t(`home.figures.${key}` as 'home.figures.laboratories')}
          </li>
        ))}
        {orderFigures.map((o) => (
          <li key={o.key} className="cl-card" data-testid={`order-figure-${o.key}`}>
            <strong>{o.value}</strong>
            {o.label}
          </li>
        ))}
      </ul>
      <section className="cl-section">
        <h2>{t('home.services')}</h2>
        <ul className="cl-grid">
          {(['check', 'server', 'estimate', 'bags'] as const).map((key) => (
            <li key={key} className="cl-card">
              <h3 className="cl-title">
                <NavLink href={{ check: '/cloud/cloudCheck', server: '/cloud/cloudServer', estimate: '/cloud/testResources', bags: '/cloud/checkList' }[key]}>{t(`nav.${key}`)}</NavLink>
              </h3>
              <p className="cl-note">{t(`home.serviceText.${key}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="cl-section" data-testid="popular-items">
        <h2>
          {t('home.popular')}
          <NavLink href="/cloud/cloudCheck">{t('home.more')}</NavLink>
        </h2>
        <ul className="cl-grid">
          {home.popularItems.map((i) => (
            <li key={i.id} className="cl-card">
              <h3 className="cl-title">
                <NavLink href={`/cloud/testerList?itemId=${i.id}&sort=priceAsc`}>{i.name}</NavLink>
              </h3>
              <div className="cl-meta">
                <span className="tag">{t(`categories.${i.category}`)}</span>
                {i.minPriceFen !== null && <span className="cl-price">{t('lab.fromPrice', { price: money(i.minPriceFen) })}</span>}
                <span>{t('catalogue.labs', { count: i.labCount })}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="cl-section">
        <h2>
          {t('home.labs')}
          <NavLink href="/cloud/testerList">{t('home.more')}</NavLink>
        </h2>
        <ul className="cl-list">
          {home.laboratories.map((lab) => (
            <li key={lab.id}>
              <LabCardView lab={lab} />
            </li>
          ))}
        </ul>
      </section>
      <section className="cl-section">
        <h2>
          {t('home.cases')}
          <NavLink href="/cloud/cloudCase">{t('home.more')}</NavLink>
        </h2>
        <ul className="cl-grid">
          {home.cases.map((c) => (
            <li key={c.id} className="cl-card">
              <h3 className="cl-title">
                <NavLink href={`/cloudCaseDetail?id=${c.id}`}>{c.title}</NavLink>
              </h3>
              <div className="cl-meta">
                {c.demo && <span className="tag tag--orange">{t('demo')}</span>}
                {c.labName && <span>{c.labName}</span>}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <p className="cl-note">{t('calendarNote', { version: home.calendar.version, lastYear: home.calendar.lastYear })}</p>
    </div>
  );
}
