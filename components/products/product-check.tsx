'use client';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/commerce/money';
import { StoredImage } from '@/components/files/stored-image';
import { ReviewQueue } from '@/components/reviews/review-queue';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { productCalls } from '@/lib/api/calls/products';
import { useCall } from '@/lib/api/use-call';
import { htmlToParagraphs } from '@/lib/products/paragraphs';
import './products.css';

/** /my/enterpriseProductCheck: the shared review queue of recommended products, each with what the reviewer decides on. */
export function ProductCheck() {
  return <ReviewQueue kind="recommendedProduct" renderDetail={(item) => <ProductSummary id={item.subjectId} />} />;
}

/** The product under review: pictures, facts and introduction (as text). */
export function ProductSummary({ id }: { id: number }) {
  const t = useTranslations('Products');
  const money = useMoney();
  const { data, error, mutate } = useCall(productCalls.get, { id });
  if (error && !data) return <LoadFailed message={t('noSuchProduct')} retryLabel={t('manage.retry')} onRetry={() => mutate()} />;
  if (!data) return <Spinner />;
  return (
    <div data-testid="product-summary">
      <h3>{data.name}</h3>
      <dl className="pr-facts">
        <dt>{t('fields.company')}</dt>
        <dd>{data.companyName}</dd>
        <dt>{t('fields.type')}</dt>
        <dd>
          {t(`types.${data.type}`)} · {t(`shapes.${data.shape}`)}
        </dd>
        <dt>{t('fields.specification')}</dt>
        <dd>{data.specification}</dd>
        <dt>{t('fields.price')}</dt>
        <dd>{t('perUnit', { price: money(data.priceFen), unit: t(`units.${data.unit}`) })}</dd>
      </dl>
      <div className="pr-grid">
        {data.pictures.map((p, i) => (
          <StoredImage key={p.id} src={p.url} alt={t('detail.pictureAlt', { n: i + 1, name: data.name })} style={{ width: '100%' }} />
        ))}
      </div>
      <p style={{ whiteSpace: 'pre-wrap' }}>{htmlToParagraphs(data.introduction)}</p>
    </div>
  );
}
