import type { EndpointDef } from './types';
import { platformEndpoints } from '@/lib/server/platform/endpoints';
import { loginEndpoints } from '@/lib/server/auth/endpoints';
import { gatewayEndpoints } from '@/lib/server/auth/gateway-endpoints';
import { wechatEndpoints } from '@/lib/server/wechat/endpoints';
import { accountEndpoints } from '@/lib/server/account/endpoints';
import { intelligenceEndpoints } from '@/lib/server/intelligence/endpoints';
import { materialEndpoints } from '@/lib/server/materials/endpoints';

/** Every /atsteel/ endpoint, gathered from the domains. docs/API.md is generated from this list. */
export const endpoints: EndpointDef<any>[] = [...platformEndpoints, ...loginEndpoints, ...gatewayEndpoints, ...wechatEndpoints, ...accountEndpoints, ...intelligenceEndpoints, ...materialEndpoints];
