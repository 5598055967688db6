import type { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionUser } from '@/lib/server/auth/session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Decided on the server from the database on every call;
 * the permission cookie is only a display hint.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'permission'; code: string }
  | { kind: 'role'; roles: readonly string[] };

export interface RequestInfo {
  ip: string;
  userAgent: string;
  headers: Headers;
  url: URL;
  /** The bearer token as sent (undefined when absent). */
  token?: string;
}

export interface HandlerContext<I> {
  input: I;
  locale: Locale;
  db: Db;
  /** The signed-in user when a valid token was sent (always set for non-public rules). */
  user: SessionUser | null;
  request: RequestInfo;
  t: (key: string, values?: Record<string, string | number>) => string;
}

export interface EndpointDef<S extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Path below /atsteel/, exactly as the spec spells it, e.g. `steelName/steelSearch`. */
  path: string;
  /** One line for docs/API.md. */
  summary: string;
  input: S;
  access: AccessRule;
  /** multipart/form-data is accepted (uploads); the input then receives fields and File objects. */
  multipart?: boolean;
  /** Largest accepted body in bytes (default 1 MiB; uploads set their own). */
  maxBodyBytes?: number;
  /** Documented binary answers (images, files, QR orders) return a Response themselves. */
  binary?: boolean;
  handler: (ctx: HandlerContext<z.infer<S>>) => Promise<unknown>;
}

/** Identity helper that keeps the input type flowing into the handler. */
export function defineEndpoint<S extends z.ZodType>(def: EndpointDef<S>): EndpointDef<S> {
  return def;
}
