import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SmsMessage, SmsNotice, SmsProvider } from './types';

/**
 * The embedded default (DESIGN.md): every message is appended as one JSON line to
 * DATA_DIR/outbox/sms.jsonl and written to the server log, so a developer (or the e2e
 * suite) can read the code without a real SMS gateway.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(private readonly dataDir: string) {}

  get file(): string {
    return path.join(path.resolve(this.dataDir), 'outbox', 'sms.jsonl');
  }

  async send(message: SmsMessage): Promise<void> {
    const line = { at: new Date().toISOString(), mobile: message.mobile, purpose: message.purpose, code: message.code, locale: message.locale };
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${JSON.stringify(line)}\n`, 'utf8');
    if (process.env.NODE_ENV !== 'test') console.log(`[sms:outbox] ${message.purpose} code for ${message.mobile}: ${message.code}`);
  }

  /** A notice is one JSON line too (`purpose` is its kind, with its parameters; no code). */
  async notify(notice: SmsNotice): Promise<void> {
    const line = { at: new Date().toISOString(), mobile: notice.mobile, purpose: notice.kind, params: notice.params, locale: notice.locale };
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${JSON.stringify(line)}\n`, 'utf8');
    if (process.env.NODE_ENV !== 'test') console.log(`[sms:outbox] ${notice.kind} for ${notice.mobile}: ${notice.params.link}`);
  }
}
