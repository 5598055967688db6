import 'server-only';
import type { DbExecutor } from '@/lib/server/db/client';
import { messages } from '@/lib/server/db/schema';
import { MESSAGE_KINDS, MESSAGE_PARAM_MAX, type MessageKind, type MessageParams } from '@/lib/messages/kinds';

export interface NotifyOptions {
  /** The screen the message is about, a path without the language prefix (`/my/suggestion`). */
  link?: string | null;
}

/**
 * Writes one message to a user's message centre, in the caller's transaction, so the message exists
 * exactly when the change it reports does (a rolled-back reply leaves no "you got a reply").
 * `await notify(tx, order.userId, 'orderPaid', { orderNo }, { link: '/my/documentOrder' })`.
 * The kind decides the type, title and content (lib/messages/kinds.ts); texts are kept short.
 */
export async function notify(tx: DbExecutor, userId: number, kind: MessageKind, params: MessageParams = {}, options: NotifyOptions = {}): Promise<number> {
  const def = Object.hasOwn(MESSAGE_KINDS, kind) ? MESSAGE_KINDS[kind] : undefined;
  if (!def) throw new Error(`unknown message kind ${String(kind)}`);
  const stored: MessageParams = {};
  for (const [name, value] of Object.entries(params)) stored[name] = typeof value === 'string' ? [...value].slice(0, MESSAGE_PARAM_MAX).join('') : value;
  const link = options.link && options.link.startsWith('/') && !options.link.startsWith('//') ? options.link.slice(0, 300) : null;
  const [row] = await tx.insert(messages).values({ userId, type: def.type, kind, params: stored, link }).returning({ id: messages.id });
  return row.id;
}
