import { BadRequestException, SendEmailCommand, SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SesMailer } from '../../functions/lib/adapters/mailer/ses-mailer';
import { Outbox, type OutboxMessage } from '../identity/outbox';
import type { TwinServer } from '../runtime/twin-server';
import { startLocalSes } from './ses-api';

// Everything this file needs it starts itself: it sets no shared endpoint and reads none from the integration setup.
let outboxPath: string;
let ses: TwinServer;
const from = 'NeonKeys <orders@neonkeys.example>';
const client = (options: { accessKeyId?: string; secretAccessKey?: string; region?: string } = {}) =>
  new SESv2Client({
    endpoint: ses.endpoint,
    region: options.region ?? 'us-east-1',
    credentials: { accessKeyId: options.accessKeyId ?? 'local', secretAccessKey: options.secretAccessKey ?? 'local' },
    maxAttempts: 1,
  });
const simple = (overrides: Partial<SendEmailCommandInput> = {}): SendEmailCommandInput => ({
  FromEmailAddress: from,
  Destination: { ToAddresses: ['ada@example.com'] },
  Content: { Simple: { Subject: { Data: 'Your order' }, Body: { Text: { Data: 'Thanks.' } } } },
  ...overrides,
});
const outboxLines = async (): Promise<OutboxMessage[]> => {
  const text = await readFile(outboxPath, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as OutboxMessage);
};

beforeEach(async () => {
  outboxPath = join(mkdtempSync(join(tmpdir(), 'neonkeys-ses-')), 'outbox.jsonl');
  ses = await startLocalSes({ outbox: new Outbox(outboxPath) });
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await ses.stop();
});

describe('the local SES', () => {
  it('takes an order e-mail from the handlers’ mailer, reached through AWS_ENDPOINT_URL_SESV2, into the outbox file', async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_SESV2', ses.endpoint);
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');

    const sent = await new SesMailer({ from, configurationSet: 'neonkeys-orders' }).send({
      to: 'ada@example.com',
      subject: 'Your keys are ready ✓',
      text: 'Order o-1\nSee https://shop.test/orders/o-1',
      html: '<p>Order o-1</p>',
      tags: { order: 'ORDER#o-1', kind: 'keys-ready' },
    });

    expect(sent.messageId).toMatch(/^[0-9a-f]{16}-[0-9a-f-]{36}-000000$/);
    expect(await outboxLines()).toEqual([
      { at: expect.any(String), channel: 'email', to: 'ada@example.com', subject: 'Your keys are ready ✓', body: 'Order o-1\nSee https://shop.test/orders/o-1', code: '' },
    ]);
  });

  it('writes one outbox message per To, Cc and Bcc recipient, by bare address', async () => {
    await client().send(
      new SendEmailCommand(simple({ Destination: { ToAddresses: ['"Lovelace, Ada" <ada@example.com>'], CcAddresses: ['bob@example.com'], BccAddresses: ['audit@neonkeys.example'] } })),
    );

    expect((await outboxLines()).map((m) => m.to)).toEqual(['ada@example.com', 'bob@example.com', 'audit@neonkeys.example']);
  });

  it('keeps the HTML source as the body of a message without a text part', async () => {
    await client().send(new SendEmailCommand(simple({ Content: { Simple: { Subject: { Data: 'Refunded' }, Body: { Html: { Data: '<p>Refunded</p>' } } } } })));

    expect((await outboxLines())[0]?.body).toBe('<p>Refunded</p>');
  });

  it.each<[string, SendEmailCommandInput]>([
    ['no sender', simple({ FromEmailAddress: undefined })],
    ['a sender that is no address', simple({ FromEmailAddress: 'NeonKeys <orders>' })],
    ['no recipient', simple({ Destination: { ToAddresses: [] } })],
    ['a recipient that is no address', simple({ Destination: { ToAddresses: ['ada@example.com', 'not an address'] } })],
    ['a non-ASCII local part, which SES cannot send without SMTPUTF8', simple({ Destination: { ToAddresses: ['zoë@example.com'] } })],
    ['more than fifty recipients', simple({ Destination: { ToAddresses: Array.from({ length: 51 }, (_, i) => `u${i}@example.com`) } })],
    ['no subject', simple({ Content: { Simple: { Subject: undefined, Body: { Text: { Data: 'x' } } } } })],
    ['no body part', simple({ Content: { Simple: { Subject: { Data: 's' }, Body: {} } } })],
    ['a tag value SES does not allow', simple({ EmailTags: [{ Name: 'order', Value: 'ORDER#o-1' }] })],
    ['raw content, which the twin does not send', simple({ Content: { Raw: { Data: new TextEncoder().encode('Subject: x\r\n\r\nx') } } })],
  ])('refuses %s with BadRequestException and sends nothing', async (_case, input) => {
    const refusal = await client()
      .send(new SendEmailCommand(input))
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(BadRequestException);
    expect(refusal).toMatchObject({ $metadata: { httpStatusCode: 400 } });

    expect(await outboxLines()).toEqual([]);
  });

  it.each([
    ['a wrong secret', { secretAccessKey: 'not-local' }, 'SignatureDoesNotMatch'],
    ['an unknown access key', { accessKeyId: 'AKIAEXAMPLE' }, 'UnrecognizedClientException'],
    ['a credential scoped to another region', { region: 'eu-west-1' }, 'SignatureDoesNotMatch'],
  ])('refuses a request signed with %s and sends nothing', async (_case, credentials, name) => {
    await expect(client(credentials).send(new SendEmailCommand(simple()))).rejects.toMatchObject({ name, $metadata: { httpStatusCode: 403 } });

    expect(await outboxLines()).toEqual([]);
  });
});
