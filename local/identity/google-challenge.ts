import { randomUUID } from 'node:crypto';
import type { CustomChallengeSession } from './auth-sessions';
import { invalidParameter, notAuthorized } from './cognito-error';
import type { LocalUser } from './credential-store';
import { verifyGoogleAssertion, type GoogleIdentity } from './google-assertion';
import type { IdentityContext } from './identity-context';
import { normaliseLogin } from './login-name';
import { maxWrongAnswers } from './sms-otp-challenge';

/** CUSTOM_AUTH: always a challenge, whoever asks; the answer is the Google stand-in's assertion. */
export function startCustomChallenge(ctx: IdentityContext, username: string) {
  const now = ctx.now();
  const session: CustomChallengeSession = { kind: 'CUSTOM_CHALLENGE', login: normaliseLogin(username), createdAt: now, expiresAt: now + ctx.lifetimes.sessionMs, wrongAnswers: 0 };
  return { ChallengeName: 'CUSTOM_CHALLENGE', Session: ctx.sessions.start(session), ChallengeParameters: { provider: 'local-google' } };
}

/**
 * The answer to CUSTOM_CHALLENGE: a valid, unused assertion for the same e-mail the sign-in started with
 * signs in the account with that e-mail, creating it on first use.
 */
export async function answerCustomChallenge(ctx: IdentityContext, sessionId: string, session: CustomChallengeSession, responses: Record<string, string>) {
  const answer = responses.ANSWER;
  if (!answer) throw invalidParameter('Missing required parameter ANSWER');
  const identity = await verifyGoogleAssertion(ctx.keys, ctx.issuer, answer, ctx.now());
  if (!identity || normaliseLogin(identity.email) !== session.login || !ctx.claimAssertion(identity.assertionId, identity.expiresAt)) {
    ctx.countAttempt(session.login);
    session.wrongAnswers += 1;
    if (session.wrongAnswers >= maxWrongAnswers) ctx.sessions.end(sessionId);
    throw notAuthorized();
  }
  ctx.sessions.end(sessionId);
  const user = await googleUser(ctx, identity);
  return { AuthenticationResult: await ctx.signIn(user), ChallengeParameters: {} };
}

/**
 * The account a Google sign-in lands in. An existing account with the same e-mail is that person's account
 * (Google vouches for the address), so it is signed in rather than duplicated. If that account was never
 * confirmed, its password is dropped: whoever chose it never proved they own the address.
 */
async function googleUser(ctx: IdentityContext, identity: GoogleIdentity): Promise<LocalUser> {
  const email = normaliseLogin(identity.email);
  const existing = await ctx.users.find(email);
  if (existing?.status === 'CONFIRMED') return existing;
  if (existing) {
    const confirmed = (await ctx.users.update(existing.userId, (u) => {
      u.status = 'CONFIRMED';
      u.attributes.email_verified = 'true';
      if (identity.name && !u.attributes.name) u.attributes.name = identity.name;
      delete u.password;
      delete u.signUpCode;
    }))!;
    await ctx.confirmed(confirmed);
    return confirmed;
  }
  const userId = randomUUID();
  const at = new Date(ctx.now()).toISOString();
  const identities = [{ userId: identity.googleId, providerName: 'Google', providerType: 'Google', issuer: null, primary: 'true', dateCreated: String(ctx.now()) }];
  const created: LocalUser = {
    userId,
    // Cognito names federated users after the provider and the provider's id.
    username: `google_${identity.googleId}`,
    status: 'CONFIRMED',
    attributes: { sub: userId, email, email_verified: 'true', ...(identity.name ? { name: identity.name } : {}), identities: JSON.stringify(identities) },
    groups: [],
    createdAt: at,
    updatedAt: at,
  };
  // Two first sign-ins at once: the one that lost signs in to the account the other created.
  if (!(await ctx.users.create(created))) return (await ctx.users.find(email))!;
  await ctx.confirmed(created);
  return created;
}
