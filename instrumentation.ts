/**
 * Runs once when the server starts: installs the request guard (lib/security/request-guard.ts),
 * validates the configuration (a wrong value stops the server with a readable message), then
 * opens, migrates and seeds the database so the first request does not wait for PGlite to start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The connection's address for the trusted-proxy check, and 400 for malformed Next internals.
  const { installRequestGuard } = await import('./lib/security/request-guard');
  installRequestGuard();
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}
