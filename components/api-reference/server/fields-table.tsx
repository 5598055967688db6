import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FieldRow } from '@/lib/api-reference/document';

/** Enumerations longer than this show their first values and a count of the rest. */
const MAX_VALUES = 12;

async function Limits({ field }: { field: FieldRow }) {
  const t = await getTranslations('ApiReference');
  const { limits } = field;
  const parts: React.ReactNode[] = [];
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const) {
    const n = limits[key];
    if (n !== undefined) parts.push(t(`limits.${key}`, { n }));
  }
  if (limits.default !== undefined) {
    parts.push(
      <>
        {t('limits.default')} <code>{JSON.stringify(limits.default)}</code>
      </>,
    );
  }
  if (field.values?.length) {
    const shown = field.values.slice(0, MAX_VALUES);
    parts.push(
      <>
        {t('limits.values')}{' '}
        {shown.map((v, i) => (
          <span key={v}>
            {i > 0 ? ' ' : null}
            <code>{v}</code>
          </span>
        ))}
        {field.values.length > shown.length ? ` ${t('limits.more', { count: field.values.length - shown.length })}` : null}
      </>,
    );
  }
  return (
    <>
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 ? t('listSeparator') : null}
          {p}
        </span>
      ))}
    </>
  );
}

/** The input fields of one operation: name, where it is sent, type, whether it is required, its limits. */
export async function FieldsTable({ fields }: { fields: FieldRow[] }) {
  const t = await getTranslations('ApiReference');
  if (fields.length === 0) return <p className="api-ref__muted">{t('noInput')}</p>;
  return (
    <div className="data-table-wrap">
      <table className="data-table api-ref__fields">
        <thead>
          <tr>
            <th>{t('field.name')}</th>
            <th>{t('field.location')}</th>
            <th>{t('field.type')}</th>
            <th>{t('field.required')}</th>
            <th>{t('field.limits')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={`${f.location}:${f.name}`}>
              <td>
                <code>{f.name}</code>
              </td>
              <td>{t(`location.${f.location}`)}</td>
              <td>
                <code>{f.type}</code>
              </td>
              <td>{f.required ? t('field.yes') : t('field.no')}</td>
              <td>
                <Limits field={f} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
