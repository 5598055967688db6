'use client';
import { useSyncExternalStore } from 'react';
import { readCookies } from './browser-cookies';
import { SESSION_EVENT } from './client';
import { COOKIE } from './constants';
import { parsePermissionList } from './rules';

/**
 * What the browser knows of the session, read from the session cookies. A display hint only
 * (what to offer, what to hide): every endpoint decides access again on the server.
 */
export interface ClientSession {
  /** False during server rendering and hydration, true once the cookies have been read. */
  ready: boolean;
  /** A token cookie is present. */
  signedIn: boolean;
  userName: string | undefined;
  /** The role name written by checkLogin (`userType`). */
  userType: string | undefined;
  /** The permission codes, or null while checkLogin has not written them yet. */
  permissions: string[] | null;
}

const SERVER_SESSION: ClientSession = { ready: false, signedIn: false, userName: undefined, userType: undefined, permissions: null };

let lastKey: string | undefined;
let last: ClientSession = SERVER_SESSION;

/** The current cookies as one object, the same object while they do not change. */
function readSession(): ClientSession {
  const jar = readCookies();
  const token = jar[COOKIE.token] || undefined;
  const userName = jar[COOKIE.userName] || undefined;
  const userType = jar[COOKIE.userType] || undefined;
  const permission = jar[COOKIE.permission];
  const key = JSON.stringify([!!token, userName ?? null, userType ?? null, permission ?? null]);
  if (key !== lastKey) {
    lastKey = key;
    last = { ready: true, signedIn: !!token, userName, userType, permissions: parsePermissionList(permission) };
  }
  return last;
}

const listeners = new Set<() => void>();

/**
 * The session changes when fillSession/clearSession announce it (SESSION_EVENT) and when
 * another tab signs in or out (they write localStorage, which raises `storage` here).
 */
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Reads the session cookies again now, for a component that waits for them to be written. */
export function recheckSession(): void {
  for (const listener of listeners) listener();
}

/** The one way a client component reads the sign-in state: `{ ready, signedIn, userName, userType, permissions }`. */
export function useSession(): ClientSession {
  return useSyncExternalStore(subscribe, readSession, () => SERVER_SESSION);
}
