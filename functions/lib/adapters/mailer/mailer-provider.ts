import { provider } from '../../wiring/provider';
import { SesMailer } from './ses-mailer';

/** Amazon SES v2 from the configured identity (the local SES on one machine, through AWS_ENDPOINT_URL_SESV2). */
export const mailerProvider = provider({
  name: 'mailer',
  requires: 'sending e-mail (email)',
  allows: (n) => Boolean(n.email),
  build: (config) => new SesMailer({ from: config.EMAIL_FROM }),
});
