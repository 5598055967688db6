import 'server-only';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/nav-link';
import { operationsByTag, type OpenApiDocument } from '@/lib/api-reference/document';
import { COOKIE, RESPONSE_CODE } from '@/lib/session/constants';
import { OperationCard } from './operation-card';
import { RICH_TAGS } from './rich';

export const API_REFERENCE = '/apiReference';
/** Where the document itself is served (app/atsteel/openapi.json/route.ts). */
export const OPENAPI_JSON = '/atsteel/openapi.json';

/**
 * /apiReference (issue 53 item 1): the OpenAPI document as a page, rendered on the server from the document itself.
 * Without `?tag=` the groups (one per domain) with their calls' methods and paths; with it, that group's calls in full.
 * No script of its own: the groups keep the page short enough to read (373 calls in full would be a megabyte of HTML).
 */
export async function ApiReferenceScreen({ document, tag }: { document: OpenApiDocument; tag?: string }) {
  const t = await getTranslations('ApiReference');
  const groups = operationsByTag(document);
  const current = groups.find((g) => g.tag === tag);
  return (
    <div className="page api-ref" data-testid="api-reference">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t.rich('intro', { ...RICH_TAGS, base: '/atsteel/', multipart: 'multipart/form-data', openapi: 'OpenAPI 3.1' })}</p>
      <p>
        {t.rich('envelope', {
          ...RICH_TAGS,
          shape: '{ code, data, msg }',
          success: `code: ${RESPONSE_CODE.success}`,
          failure: `code: ${RESPONSE_CODE.failure}`,
          msg: 'msg',
          noToken: `code: ${RESPONSE_CODE.noToken}`,
          invalidToken: `code: ${RESPONSE_CODE.invalidToken}`,
        })}
      </p>
      <p>{t.rich('token', { ...RICH_TAGS, header: 'Authorization: Bearer <token>', cookie: COOKIE.token })}</p>
      <p>{t.rich('outputs', { ...RICH_TAGS, data: 'data' })}</p>
      <p>
        <a href={OPENAPI_JSON} download="openapi.json" data-testid="api-openapi-json">
          {t.rich('download', { ...RICH_TAGS, openapi: 'OpenAPI 3.1' })}
        </a>{' '}
        · {t('summariesEnglish')}
      </p>
      {current ? (
        <section className="api-ref__group" data-testid="api-group">
          <p>
            <NavLink href={API_REFERENCE} prefetch={false}>
              {t('backToGroups')}
            </NavLink>
          </p>
          <h2>{t.rich('operationsOf', { ...RICH_TAGS, group: current.tag })}</h2>
          {current.description ? <p lang="en">{current.description}</p> : null}
          {current.operations.map((entry) => (
            <OperationCard key={entry.operation.operationId} entry={entry} />
          ))}
        </section>
      ) : (
        <section className="api-ref__groups" data-testid="api-groups">
          <h2>{t('groups')}</h2>
          {groups.map((g) => (
            <section key={g.tag} className="api-ref__group-summary">
              <h3>
                <NavLink href={`${API_REFERENCE}?tag=${encodeURIComponent(g.tag)}`} prefetch={false}>
                  <code>{g.tag}</code>
                </NavLink>{' '}
                <span className="api-ref__muted">{t('groupCount', { count: g.operations.length })}</span>
              </h3>
              {g.description ? <p lang="en">{g.description}</p> : null}
              <ul className="api-ref__paths">
                {g.operations.map(({ method, path, operation }) => (
                  <li key={operation.operationId}>
                    <code>
                      {method.toUpperCase()} {path}
                    </code>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
