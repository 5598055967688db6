import 'server-only';
import { getTranslations } from 'next-intl/server';
import { fieldsOf, type OperationEntry } from '@/lib/api-reference/document';
import { FieldsTable } from './fields-table';
import { accessText, rateLimitText } from './rules-text';

const ANSWER_KINDS = ['Ok', 'OkOrSessionRefusal', 'Bytes', 'Stream', 'ProviderAck'] as const;
type AnswerKind = (typeof ANSWER_KINDS)[number];

/** The kind of the 200 answer, from the response the operation refers to (components.responses). */
function answerKind(entry: OperationEntry): AnswerKind | null {
  const ok = entry.operation.responses['200'] ?? entry.operation.responses['2XX'];
  const name = ok && '$ref' in ok ? ok.$ref.split('/').pop() : undefined;
  return ANSWER_KINDS.find((k) => k === name) ?? null;
}

/**
 * One call: method and path, its summary (English, from the code: marked as such), who may call it, its rate limit,
 * its answer and its input fields. The anchor is the operationId.
 */
export async function OperationCard({ entry }: { entry: OperationEntry }) {
  const t = await getTranslations('ApiReference');
  const { method, path, operation } = entry;
  const answer = answerKind(entry);
  return (
    <section className="api-ref__operation" id={operation.operationId} data-testid="api-operation">
      <h3 className="api-ref__signature">
        <code className={`api-ref__method api-ref__method--${method}`}>{method.toUpperCase()}</code> <code className="api-ref__path">{path}</code>
      </h3>
      <p lang="en">{operation.summary}</p>
      <dl className="api-ref__facts">
        <dt>{t('access')}</dt>
        <dd>{accessText(t, operation['x-access'])}</dd>
        <dt>{t('rateLimit')}</dt>
        <dd>{rateLimitText(t, operation['x-rate-limit'])}</dd>
        {answer ? (
          <>
            <dt>{t('answer')}</dt>
            <dd>{t(`answerKind.${answer}`)}</dd>
          </>
        ) : null}
      </dl>
      <h4 className="api-ref__input">{t('input')}</h4>
      <FieldsTable fields={fieldsOf(operation)} />
      {operation['x-input-note'] ? (
        <p className="api-ref__muted">
          {t('inputNote')}: <span lang="en">{operation['x-input-note']}</span>
        </p>
      ) : null}
    </section>
  );
}
