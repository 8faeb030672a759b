import { SendEmailCommand, SESv2Client, type MessageTag } from '@aws-sdk/client-sesv2';
import { traceClient } from '../../observability/tracer';
import type { Mailer, OutgoingEmail } from './mailer';

export class MailNotAcceptedError extends Error {
  override name = 'MailNotAcceptedError';
}

export interface SesMailerOptions {
  /** A verified identity, bare or with a display name (`NeonKeys <orders@neonkeys.example>`). */
  from: string;
  /** Routes SES's send, delivery and bounce events to their destinations. */
  configurationSet?: string;
}

/** Sends through SES v2. Locally the same client reaches the SES twin through AWS_ENDPOINT_URL_SESV2. */
export class SesMailer implements Mailer {
  constructor(
    private readonly options: SesMailerOptions,
    private readonly client = traceClient(new SESv2Client({})),
  ) {}

  async send(email: OutgoingEmail) {
    const out = await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.options.from,
        Destination: { ToAddresses: [email.to] },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: email.text, Charset: 'UTF-8' }, ...(email.html === undefined ? {} : { Html: { Data: email.html, Charset: 'UTF-8' } }) },
          },
        },
        ConfigurationSetName: this.options.configurationSet,
        EmailTags: email.tags ? messageTags(email.tags) : undefined,
      }),
    );
    if (!out.MessageId) throw new MailNotAcceptedError('SES answered without a message id');
    return { messageId: out.MessageId };
  }
}

/**
 * SES refuses the whole message over one bad tag: names and values may hold only ASCII letters, digits, '_' and '-',
 * up to 256 characters. Other characters become '_' (an order id keeps its shape); a tag left with an empty name or value is dropped.
 */
export function messageTags(tags: Record<string, string>): MessageTag[] {
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256);
  return Object.entries(tags)
    .map(([name, value]) => ({ Name: clean(name), Value: clean(value) }))
    .filter((tag) => tag.Name !== '' && tag.Value !== '');
}
