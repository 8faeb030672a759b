import { BadRequestException, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { MailNotAcceptedError, messageTags, SesMailer } from './ses-mailer';

const ses = mockClient(SESv2Client);
const from = 'NeonKeys <orders@neonkeys.example>';
const mailer = (configurationSet?: string) => new SesMailer({ from, configurationSet }, new SESv2Client({}));
const sentInputs = () => ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);

beforeEach(() => ses.reset());

describe('SesMailer', () => {
  it('sends a UTF-8 text e-mail from the configured address to the one recipient', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });

    const sent = await mailer().send({ to: 'ada@example.com', subject: 'Your keys are ready ✓', text: 'Open https://shop.test/orders/o-1' });

    expect(sent).toEqual({ messageId: 'm-1' });
    expect(sentInputs()).toEqual([
      {
        FromEmailAddress: from,
        Destination: { ToAddresses: ['ada@example.com'] },
        Content: { Simple: { Subject: { Data: 'Your keys are ready ✓', Charset: 'UTF-8' }, Body: { Text: { Data: 'Open https://shop.test/orders/o-1', Charset: 'UTF-8' } } } },
      },
    ]);
  });

  it('adds the HTML part, the configuration set and the tags when given', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });

    await mailer('neonkeys-orders').send({ to: 'ada@example.com', subject: 'Refunded', text: 'Refunded.', html: '<p>Refunded.</p>', tags: { order: 'o-1', kind: 'refunded' } });

    expect(sentInputs()[0]).toMatchObject({
      ConfigurationSetName: 'neonkeys-orders',
      Content: { Simple: { Body: { Text: { Data: 'Refunded.', Charset: 'UTF-8' }, Html: { Data: '<p>Refunded.</p>', Charset: 'UTF-8' } } } },
      EmailTags: [
        { Name: 'order', Value: 'o-1' },
        { Name: 'kind', Value: 'refunded' },
      ],
    });
  });

  it.each([
    ['keeps letters, digits, underscores and dashes', { order_id: '01J-ABC' }, [{ Name: 'order_id', Value: '01J-ABC' }]],
    ['replaces any other character with an underscore', { 'order id': 'ORDER#01J/ä.x' }, [{ Name: 'order_id', Value: 'ORDER_01J___x' }]],
    ['cuts names and values at 256 characters', { n: 'v'.repeat(300) }, [{ Name: 'n', Value: 'v'.repeat(256) }]],
    ['drops a tag left empty', { order: '', '': 'x', kind: 'refunded' }, [{ Name: 'kind', Value: 'refunded' }]],
  ])('%s in tags', (_case, tags, expected) => {
    expect(messageTags(tags)).toEqual(expected);
  });

  it('lets an SES refusal reach the caller', async () => {
    ses.on(SendEmailCommand).rejects(new BadRequestException({ message: 'Illegal address', $metadata: {} }));

    await expect(mailer().send({ to: 'not an address', subject: 's', text: 't' })).rejects.toMatchObject({ name: 'BadRequestException', message: 'Illegal address' });
  });

  it('treats an answer without a message id as not accepted', async () => {
    ses.on(SendEmailCommand).resolves({});

    await expect(mailer().send({ to: 'ada@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailNotAcceptedError);
  });
});
