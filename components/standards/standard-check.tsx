'use client';
import { Alert } from 'antd';
import '@/styles/antd/alert.css';
import { useFormatter, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { ReviewQueue } from '@/components/reviews/review-queue';
import { Spinner } from '@/components/ui/spinner';
import { standardCalls } from '@/lib/api/calls/standards';
import { useCall } from '@/lib/api/use-call';
import { propertyColumns } from './property-columns';
import type { MechanicalProperty } from '@/lib/standards/contract';
import { DataTable } from '@/components/ui/plain/data-table';

/** /my/enterpriseStandardCheck: the shared review queue of enterprise standards, each with its system, grades and properties. */
export function StandardCheck() {
  return <ReviewQueue kind="enterpriseStandard" renderDetail={(item) => <StandardSummary id={item.subjectId} />} />;
}

/** What the reviewer decides on: the standard, its system and every grade's mechanical properties. */
export function StandardSummary({ id }: { id: number }) {
  const t = useTranslations('Standards');
  const format = useFormatter();
  const { data, error } = useCall(standardCalls.get, { id });
  const num = (n: number) => format.number(n, { maximumFractionDigits: 3 });
  if (error && !data) return <Alert type="error" title={t('noSuchStandard')} />;
  if (!data) return <Spinner />;
  return (
    <div data-testid="standard-summary">
      <p>
        <strong>
          {data.number}-{data.year} {data.name}
        </strong>
        <br />
        {t('fields.issuer')}: {data.issuer}
        <br />
        {t('brand.system')}: {data.system.name} ({data.system.code}) · {data.system.companyName} · {data.system.country}
      </p>
      {data.grades.map((g) => (
        <section key={g.id} style={{ marginBottom: 12 }}>
          <NavLink href={`/allServer/brandDetail?id=${g.id}`}>
            <strong>{g.name}</strong>
          </NavLink>
          <DataTable<MechanicalProperty>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={g.properties}
            scroll={{ x: true }}
            locale={{ emptyText: t('manage.noProperties') }}
            columns={propertyColumns((key) => t(key as never), num)}
          />
        </section>
      ))}
    </div>
  );
}
