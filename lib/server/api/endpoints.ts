import type { EndpointDef } from './types';
import { platformEndpoints } from '@/lib/server/platform/endpoints';

/** Every /atsteel/ endpoint, gathered from the domains. docs/API.md is generated from this list. */
export const endpoints: EndpointDef<any>[] = [...platformEndpoints];
