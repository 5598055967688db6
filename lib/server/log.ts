import 'server-only';

/**
 * The one structured logger of the server: one JSON object per line, `info` to stdout and
 * `warn`/`error` to stderr, so `npm start` (or the process manager) collects them with the rest of
 * the server output. Every line has `time` (ISO 8601), `level` and `event`; the other fields are
 * the event's. Never pass a token, password, SMS code or SSO token in `fields`.
 * docs/SECURITY.md lists the events.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export const logger = {
  write(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
    const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
    if (level === 'info') console.log(line);
    else if (level === 'warn') console.warn(line);
    else console.error(line);
  },
};
