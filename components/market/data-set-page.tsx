import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { DataSetView } from '@/lib/market/contract';
import { PRODUCT_LIST } from '@/lib/market/paths';
import { DataSetSections } from './data-set-view';

/** /zhj/dataSet (issue 37): title, kind, description, then the data set's sections and its products. */
export function DataSetPage({ set }: { set: DataSetView }) {
  const t = useTranslations('Market');
  return (
    <div className="page" data-testid="dataset-page" data-id={set.id}>
      <p>
        <NavLink href={PRODUCT_LIST}>{t('detail.back')}</NavLink>
      </p>
      <h1 className="section-title" data-testid="dataset-title">
        {set.title}
      </h1>
      <p>
        <span className="tag tag--blue">{t(`origins.${set.origin}`)}</span>
      </p>
      <p>{set.description}</p>
      <DataSetSections set={set} withProducts />
    </div>
  );
}
