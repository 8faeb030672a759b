import * as z from 'zod';

const text = z.object({ Data: z.string(), Charset: z.string().optional() });
const addresses = z.array(z.string()).optional();

/** The SendEmail members the local SES reads; like SES, it ignores members it does not know. */
export const sendEmailInput = z.object({
  FromEmailAddress: z.string().optional(),
  Destination: z.object({ ToAddresses: addresses, CcAddresses: addresses, BccAddresses: addresses }).optional(),
  Content: z.object({
    Simple: z.object({ Subject: text.optional(), Body: z.object({ Text: text.optional(), Html: text.optional() }).optional() }).optional(),
    Raw: z.unknown().optional(),
    Template: z.unknown().optional(),
  }),
  ConfigurationSetName: z.string().optional(),
  EmailTags: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
});
export type SendEmailInput = z.infer<typeof sendEmailInput>;

export interface AcceptedEmail {
  /** Bare addresses of every To, Cc and Bcc recipient. */
  recipients: string[];
  subject: string;
  /** The text part, or the HTML source when the message has none. */
  body: string;
}

/** SES's own limit on To, Cc and Bcc together. */
const maxRecipients = 50;
// SES has no SMTPUTF8: the local part is 7-bit ASCII, a non-ASCII domain must come as Punycode.
const addressPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*$/;
const tagPattern = /^[A-Za-z0-9_-]{1,256}$/;

/** The checks SES makes before it accepts a message, with SES's reasons; the local SES sends Simple content only. */
export function validSendEmail(input: SendEmailInput): { ok: true; email: AcceptedEmail } | { ok: false; reason: string } {
  const refuse = (reason: string) => ({ ok: false as const, reason });
  if (!input.FromEmailAddress) return refuse('Missing required field FromEmailAddress.');
  if (!mailbox(input.FromEmailAddress)) return refuse(`Illegal address: ${input.FromEmailAddress}`);
  const given = [...(input.Destination?.ToAddresses ?? []), ...(input.Destination?.CcAddresses ?? []), ...(input.Destination?.BccAddresses ?? [])];
  if (given.length === 0) return refuse('Missing required field Destination: name at least one recipient.');
  if (given.length > maxRecipients) return refuse(`Recipient count exceeds ${maxRecipients}.`);
  const recipients: string[] = [];
  for (const address of given) {
    const bare = mailbox(address);
    if (!bare) return refuse(`Illegal address: ${address}`);
    recipients.push(bare);
  }
  const kinds = [input.Content.Simple, input.Content.Raw, input.Content.Template].filter((kind) => kind !== undefined).length;
  if (kinds !== 1) return refuse('Content must hold exactly one of Simple, Raw or Template.');
  const simple = input.Content.Simple;
  if (!simple) return refuse('The local SES sends Simple content only, not Raw or Template.');
  if (!simple.Subject) return refuse('Missing required field Content.Simple.Subject.');
  const body = simple.Body?.Text?.Data ?? simple.Body?.Html?.Data;
  if (body === undefined) return refuse('Missing required field Content.Simple.Body: give Text, Html or both.');
  for (const tag of input.EmailTags ?? []) {
    if (!tagPattern.test(tag.Name) || !tagPattern.test(tag.Value)) {
      return refuse(`Invalid tag ${tag.Name}=${tag.Value}: names and values hold 1 to 256 ASCII letters, digits, '_' or '-'.`);
    }
  }
  return { ok: true, email: { recipients, subject: simple.Subject.Data, body } };
}

/** The address of `Display Name <local@domain>` or of a bare `local@domain`; undefined when it is not a well-formed one. */
export function mailbox(text: string): string | undefined {
  const address = (/<([^<>]*)>\s*$/.exec(text)?.[1] ?? text).trim();
  return address.length <= 320 && addressPattern.test(address) ? address : undefined;
}
