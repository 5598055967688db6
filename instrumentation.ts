/**
 * Runs once when the server starts: marks each request with its connection's address, validates the configuration (a wrong value stops the
 * server with a readable message), then opens, migrates and seeds the database so the first
 * request does not wait for PGlite to start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The connection's address for the trusted-proxy check (lib/security/transport.ts).
  const { stampPeerAddress } = await import('./lib/security/peer');
  stampPeerAddress();
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}
