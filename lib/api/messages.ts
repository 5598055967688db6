import type { CallInput } from '@/lib/route';
import { messagesCalls } from './calls/messages';
import { raw, request } from './client';

/** The browser's calls of the message centre (lib/messages/contract.ts). */
export const messagesApi = {
  page: (query: CallInput<typeof messagesCalls.page>) => request(messagesCalls.page, query),
  read: (ids: number[]) => request(messagesCalls.read, { ids }),
  readAll: () => request(messagesCalls.readAll, {}),
  delete: (ids: number[]) => request(messagesCalls.delete, { ids }),
  /**
   * The header's unread count: a raw call, so a stale token on any page neither toasts nor sends the
   * visitor to /login (the session check does that); null when the count is not known.
   */
  async unreadCount(): Promise<number | null> {
    try {
      const res = await raw<{ code: number; data: { count: number } | null }>({ method: messagesCalls.unreadCount.method, url: messagesCalls.unreadCount.path });
      return res.status === 200 && res.data?.code === 0 && res.data.data ? res.data.data.count : null;
    } catch {
      return null;
    }
  },
};
