import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export const PEER_HEADER: 'x-atsteel-peer';
export const ROUTER_STATE_MAX_LENGTH: number;
export function isRouterState(value: unknown): boolean;
export function malformedRouterState(header: string | string[] | undefined): boolean;
export function malformedRequest(url: string, headers: IncomingHttpHeaders): boolean;
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean;
