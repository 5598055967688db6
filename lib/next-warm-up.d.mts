/** Types of lib/next-warm-up.mjs (plain JavaScript: server.mjs has no build step). */
export interface WarmUp {
  /** ms until Next's prepare (instrumentation.ts) ended. */
  instrumentation: number;
  /** ms the load of every page's modules took. */
  preload: number;
  /** What was done: "instrumentation done, page modules loaded", or what was missing or failed. */
  outcome: string;
}

export function warmUpNext(app: unknown, now?: () => number): Promise<WarmUp>;
