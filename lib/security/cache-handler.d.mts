/** Types of cache-handler.mjs (Next's custom cache-handler interface, as this portal uses it). */
export default class CspCacheHandler {
  constructor(options?: unknown);
  get(key: string, ctx?: unknown): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
