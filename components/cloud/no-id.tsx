import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';

/** A detail address without an id: say so and point to the list it is opened from. */
export function NoId({ list }: { list: '/cloud/testerList' | '/cloud/userList' | '/cloud/cloudCase' }) {
  const t = useTranslations('Cloud.noId');
  return (
    <div className="page cl-card cl-empty" data-testid="cloud-no-id">
      <p>{t('text')}</p>
      <NavLink className="button" href={list}>
        {t('back')}
      </NavLink>
    </div>
  );
}
