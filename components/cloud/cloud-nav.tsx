import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';

const LINKS = [
  ['home', '/cloud/cloudHomepage'],
  ['check', '/cloud/cloudCheck'],
  ['server', '/cloud/cloudServer'],
  ['labs', '/cloud/testerList'],
  ['estimate', '/cloud/testResources'],
  ['bags', '/cloud/checkList'],
  ['people', '/cloud/userList'],
  ['cases', '/cloud/cloudCase'],
  ['settle', '/cloud/testerSettled'],
] as const;

/** The cloud area's own navigation under the header. */
export function CloudNav({ current }: { current: (typeof LINKS)[number][0] | null }) {
  const t = useTranslations('Cloud.nav');
  return (
    <nav aria-label={t('label')}>
      <ul className="cl-nav" data-testid="cloud-nav">
        {LINKS.map(([key, href]) => (
          <li key={key}>
            <NavLink href={href} aria-current={current === key ? 'page' : undefined}>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
