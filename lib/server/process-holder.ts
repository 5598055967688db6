/**
 * The one process-wide holder (docs/ARCHITECTURE.md, "The composition root"). Next compiles
 * instrumentation.ts, proxy.ts and each route into separate bundles, so a module variable would give
 * each bundle its own copy: the process's services object (lib/server/services.ts) and the data
 * version proxy.ts reads live on globalThis, here and nowhere else. No imports, so proxy.ts can read
 * the data version without loading the server.
 */
interface ProcessHolder {
  /** The process's services (typed by lib/server/services.ts, which alone builds them). */
  services?: unknown;
  /** The version of the imported material data (lib/server/materials/data-generation.ts sets it). */
  dataGeneration?: string;
}

const holder = globalThis as unknown as { __atsteel?: ProcessHolder };

export function processHolder(): ProcessHolder {
  holder.__atsteel ??= {};
  return holder.__atsteel;
}

/** The data version cached pages carry in their internal address ('0' before the server has read it). */
export function processDataGeneration(): string {
  return processHolder().dataGeneration ?? '0';
}
