import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/nav-link';
import { screen } from '@/components/layout/screen';
import '@/components/site/site.css';
import { publicGet } from '@/lib/server/entry';
import { ABOUT_KINDS, siteCalls, type AboutItem } from '@/lib/site/contract';

/** Paragraphs of a plain-text body (blank lines between them). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  );
}

/**
 * /aboutUs: the portal's profile, qualifications, honours, partners and contact details, all from the database
 * (about/get, in the reader's language; demo rows say so). Plain markup, no script of its own.
 */
const page = screen({
  path: '/aboutUs',
  title: 'Site.about.title',
  description: 'Site.about.metaDescription',
  render: async ({ locale }) => {
    const t = await getTranslations('Site');
    const result = await publicGet(locale, siteCalls.about, {});
    if (!result.ok) {
      return (
        <div className="page about-page">
          <h1 className="page-title">{t('about.title')}</h1>
          <p className="about-empty" role="alert">
            {result.msg}
          </p>
        </div>
      );
    }
    const about = result.data;
    const demo = ABOUT_KINDS.some((k) => about[k].some((i) => i.demo)) || Boolean(about.contact?.demo);
    const list = (items: AboutItem[]) =>
      items.length ? (
        <ul className="about-list">
          {items.map((item) => (
            <li key={item.id}>
              <h3>
                {item.title}
                {item.year ? <span className="about-muted"> · {item.year}</span> : null}
              </h3>
              {item.body ? <Paragraphs text={item.body} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="about-empty">{t('about.empty')}</p>
      );
    const sections = [...ABOUT_KINDS, 'contact'] as const;
    return (
      <div className="page about-page" data-testid="about-us">
        <h1 className="page-title">{t('about.title')}</h1>
        {demo ? <p className="about-demo">{t('about.demoNote')}</p> : null}
        <nav className="about-nav" aria-label={t('about.nav')}>
          {sections.map((k) => (
            <a key={k} href={`#${k}`}>
              {t(`about.${k}`)}
            </a>
          ))}
        </nav>
        <section id="profile" className="about-section" data-testid="about-profile">
          <h2>{t('about.profile')}</h2>
          {about.profile.length ? about.profile.map((item) => <Paragraphs key={item.id} text={item.body} />) : <p className="about-empty">{t('about.empty')}</p>}
        </section>
        {(['qualification', 'honour', 'partner'] as const).map((k) => (
          <section key={k} id={k} className="about-section" data-testid={`about-${k}`}>
            <h2>{t(`about.${k}`)}</h2>
            {list(about[k])}
          </section>
        ))}
        <section id="contact" className="about-section" data-testid="about-contact">
          <h2>{t('about.contact')}</h2>
          {about.contact ? (
            <dl className="about-contact">
              <dt>{t('about.company')}</dt>
              <dd>{about.contact.company}</dd>
              <dt>{t('about.address')}</dt>
              <dd>{about.contact.address}</dd>
              <dt>{t('about.phone')}</dt>
              <dd>
                <a href={`tel:${about.contact.phone.replace(/[^0-9+]/g, '')}`}>{about.contact.phone}</a>
              </dd>
              <dt>{t('about.email')}</dt>
              <dd>
                <a href={`mailto:${about.contact.email}`}>{about.contact.email}</a>
              </dd>
              <dt>{t('about.hours')}</dt>
              <dd>{about.contact.hours}</dd>
            </dl>
          ) : (
            <p className="about-empty">{t('about.empty')}</p>
          )}
          <p>
            <NavLink href="/questionnaire" prefetch={false}>
              {t('about.questionnaire')}
            </NavLink>
          </p>
        </section>
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
