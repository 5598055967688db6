import 'server-only';
import { defineDomain } from '@/lib/server/api/domain';
import { wechatEndpoints } from './endpoints';

/** The wechat domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const wechatDomain = defineDomain({
  name: 'wechat',
  summary: 'WeChat sign-in and binding (OAuth).',
  endpoints: wechatEndpoints,
  docs: ['docs/ACCOUNTS.md'],
});
