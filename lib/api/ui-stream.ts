import { DefaultChatTransport, type UIMessage } from 'ai';
import type { CallInput, Envelope, Route } from '@/lib/route';
import { readCookie } from '@/lib/session/browser-cookies';
import { COOKIE, RESPONSE_CODE } from '@/lib/session/constants';
import { ApiCallError, handleEnvelope } from './client';

/** The header `createUIMessageStreamResponse` marks a UI message stream with (the dispatcher's streaming mode). */
const UI_STREAM_HEADER = 'x-vercel-ai-ui-message-stream';

/**
 * The fetch of a streamed call: a UI message stream goes on to the AI SDK; anything else is the
 * usual envelope of a refusal. The session answers (-100/-101) go through the shared handling (to
 * /login); any other refusal is thrown as an ApiCallError with the server's message in the caller's
 * language and no toast, for the screen to show (spec §7: an AI failure goes to the success path).
 */
async function streamFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const token = readCookie(COOKIE.token);
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'text/event-stream');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(input, { ...init, headers, credentials: 'include' });
  if (res.ok && res.headers.get(UI_STREAM_HEADER) && res.body) return res;
  const body = (await res.json().catch(() => undefined)) as Envelope<unknown> | undefined;
  if (body?.code === RESPONSE_CODE.noToken || body?.code === RESPONSE_CODE.invalidToken) handleEnvelope(res.status, body);
  // Without a message of the server's (a proxy's error page), the screen shows its own failure text.
  throw new ApiCallError(body?.msg ?? '', body?.code ?? RESPONSE_CODE.failure, body);
}

/**
 * The AI SDK transport of a call answered as the UI message stream (an endpoint declared
 * `stream: true`, docs/ARCHITECTURE.md "Streamed answers"), for `useChat` of `@ai-sdk/react`: it
 * posts the call's input (`inputOf` reads it from the chat's messages and the request's body, since
 * the server keeps the conversation, not the client), with the session's Bearer token, and the SDK
 * reads the answer's chunks. Stopping the chat aborts the request, which stops the server's work.
 */
export function uiStreamTransport<C extends Route, M extends UIMessage>(call: C, inputOf: (messages: M[], body: Record<string, unknown> | undefined) => CallInput<C>): DefaultChatTransport<M> {
  return new DefaultChatTransport<M>({
    api: `/atsteel/${call.path}`,
    fetch: streamFetch,
    prepareSendMessagesRequest: ({ messages, body }) => ({ body: inputOf(messages, body) as object }),
  });
}
