'use client';
import { Descriptions, Spin } from 'antd';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/spin.css';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { ReviewQueue } from '@/components/reviews/review-queue';
import { cloudCalls } from '@/lib/api/calls/cloud';
import { useCall } from '@/lib/api/use-call';
import { useMoney } from '@/components/commerce/money';
import { BagLines } from './bag-card';

/** A settlement application as its reviewer reads it (laboratory/getApplication). */
function ApplicationSummary({ id }: { id: number }) {
  const t = useTranslations('Cloud');
  const locale = useLocale();
  const money = useMoney();
  const { data: a } = useCall(cloudCalls.getApplication, { id });
  if (!a) return <Spin />;
  const files = [a.logo, a.brochure, ...a.qualificationFiles, ...a.capabilityFiles].filter((f) => !!f);
  return (
    <div data-testid="application-summary">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('settle.nameZh')}>{a.nameZh}</Descriptions.Item>
        <Descriptions.Item label={t('settle.nameEn')}>{a.nameEn}</Descriptions.Item>
        <Descriptions.Item label={t('lab.intro')}>
          <div style={{ whiteSpace: 'pre-line' }}>{locale === 'zh' ? a.introZh : a.introEn || a.introZh}</div>
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.region')}>{[a.province, a.address].filter(Boolean).join(' · ')}</Descriptions.Item>
        <Descriptions.Item label={t('lab.contact')}>{[a.contactName, a.contactPhone, a.contactEmail].filter(Boolean).join(' · ')}</Descriptions.Item>
        <Descriptions.Item label={t('lab.qualifications')}>
          {a.qualifications.map((q, i) => (
            <div key={i}>
              {t(`qualificationKinds.${q.kind}`)} · {q.certificateNo}
              {q.validUntil ? ` · ${t('lab.validUntil', { date: q.validUntil })}` : ''}
            </div>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.equipment')}>
          {a.equipment.map((e, i) => (
            <div key={i}>
              {locale === 'zh' ? e.nameZh : e.nameEn} · {e.model}
              {e.maker ? ` · ${e.maker}` : ''}
            </div>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.offerings')}>
          {a.offerings.map((o) => (
            <div key={o.itemId}>
              {o.name} · {money(o.priceFen)}
              {t(`perUnit.${o.unit}`)} · {t('workingDays', { count: o.cycleDays })}
            </div>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('settle.files')}>
          {files.length === 0
            ? '—'
            : files.map((f) => (
                <div key={f.id}>
                  <a href={f.url}>{f.name}</a>
                </div>
              ))}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/** A public test bag as its reviewer reads it (testBag/get). */
function BagSummary({ id }: { id: number }) {
  const t = useTranslations('Cloud');
  const money = useMoney();
  const { data: b } = useCall(cloudCalls.bagGet, { id });
  if (!b) return <Spin />;
  return (
    <div data-testid="bag-summary">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('myBags.name')}>{[b.nameZh, b.nameEn].filter(Boolean).join(' / ')}</Descriptions.Item>
        <Descriptions.Item label={t('bags.type')}>{t(`bagTypes.${b.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('myBags.descriptionZh')}>{[b.descriptionZh, b.descriptionEn].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('lab.offerings')}>
          <BagLines bag={b} />
        </Descriptions.Item>
        <Descriptions.Item label={t('myBags.refPrice')}>
          {money(b.refPriceFen)} · {t('workingDays', { count: b.refCycleDays })}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/** The review queue of one cloud kind with the area's own summary in the detail drawer. */
export function CloudReviewQueue({ kind }: { kind: 'laboratory' | 'testBag' }) {
  return (
    <Suspense fallback={null}>
      <ReviewQueue kind={kind} renderDetail={(item) => (kind === 'laboratory' ? <ApplicationSummary id={item.subjectId} /> : <BagSummary id={item.subjectId} />)} />
    </Suspense>
  );
}
