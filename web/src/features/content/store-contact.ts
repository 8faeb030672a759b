/**
 * Where shoppers write to the store. Support is by e-mail rather than a form: replies need the shopper's real
 * address, screenshots of an activation error are attachments, and a public form would be one more write route to
 * guard against spam. A deployment under its own domain changes this line (and the SES identity beside it).
 */
export const supportEmail = 'support@neonkeys.example';

/** When the support inbox is answered (UTC, Monday to Friday); the contact page states it. */
export const supportHours = { opens: '09:00', closes: '18:00' } as const;
