export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** groups messages of one order for tracing */
  tags?: Record<string, string>;
}

/** What the order e-mails need from a mail service. SES implements it on AWS and, through the local SES twin, on one machine. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
}
