import type { IncomingMessage, ServerResponse } from 'node:http';

export const READY_PATH: '/atsteel/ready';
export interface StartupGate {
  readonly phase: 'starting' | 'serving' | 'stopping';
  serving(): void;
  stopping(): void;
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}
export function createStartupGate(): StartupGate;
