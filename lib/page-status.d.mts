import type { IncomingMessage, ServerResponse } from 'node:http';

export const PAGE_UNAVAILABLE_CHANNEL: 'atsteel:page-unavailable';
export function replaceableStatus(status: number): boolean;
export function trackPageStatus<T>(req: IncomingMessage, res: ServerResponse, handle: (req: IncomingMessage, res: ServerResponse) => T): T;
