/** Types of server.mjs for the TypeScript callers (e2e specs that start their own server). */
export interface TestServer {
  base: string;
  dataDir: string;
  logFile: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export function startTestServer(options?: { port?: number; env?: Record<string, string>; timeoutMs?: number; dataDir?: string }): Promise<TestServer>;
