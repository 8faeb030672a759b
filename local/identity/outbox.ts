import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { normaliseRecipient } from './login-name';

export interface OutboxMessage {
  /** ISO-8601 time it was "sent". */
  at: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  code: string;
}

/**
 * Where the local identity service "sends" e-mail and SMS: one JSON line per message in a file under .data/,
 * and a line on the console. Local only; on AWS, Cognito sends through SES and SNS.
 */
export class Outbox {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly path: string,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  send(message: OutboxMessage): Promise<void> {
    this.log(`[outbox] ${message.channel === 'sms' ? 'SMS' : 'e-mail'} to ${message.to}: ${message.body}`);
    // Appends one at a time, so two lines never interleave.
    const next = this.queue.then(async () => {
      await mkdir(dirname(this.path), { recursive: true });
      await appendFile(this.path, `${JSON.stringify(message)}\n`, { mode: 0o600 });
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Messages newest first, all of them or those to one recipient. */
  async list(to?: string): Promise<OutboxMessage[]> {
    await this.queue;
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return [];
    }
    const wanted = to === undefined ? undefined : normaliseRecipient(to);
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as OutboxMessage)
      .filter((message) => wanted === undefined || normaliseRecipient(message.to) === wanted)
      .reverse();
  }
}
