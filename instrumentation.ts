/**
 * Runs once when the server starts: validates the configuration (a wrong value stops the server with
 * a readable message), then opens, migrates and seeds the database so the first request does not wait
 * for PGlite to start. The request guard runs in the portal's own server (server.mjs), before Next.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}
