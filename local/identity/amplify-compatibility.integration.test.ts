import { Amplify } from 'aws-amplify';
import { autoSignIn, confirmSignIn, confirmSignUp, fetchAuthSession, fetchUserAttributes, getCurrentUser, signIn, signOut, signUp } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import type { OutboxMessage } from './outbox';
import { localClientId, localUserPoolId } from './token-issuer';

/**
 * The compatibility proof: the SPA's own library, aws-amplify v6, signs up, signs in (password, SMS code and the
 * Google stand-in's custom challenge), refreshes and signs out against the local service, configured only by
 * `userPoolEndpoint`. Amplify keeps its tokens in memory when there is no localStorage, as in Node.
 */
describe('aws-amplify against the local identity service', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    await useTestTable();
    gateway = await startTestGateway();
    Amplify.configure({
      Auth: { Cognito: { userPoolId: localUserPoolId, userPoolClientId: localClientId, userPoolEndpoint: `${gateway.url}/_local/identity/cognito`, loginWith: { email: true, phone: true } } },
    });
    await gateway.identity.users.upsert({ userId: 'usr_demo_shopper', email: 'shopper@neonkeys.local', groups: [], password: 'Shopper!2345', attributes: { name: 'Jordan Shopper' } });
  });
  afterEach(() => signOut());
  afterAll(() => gateway.close());

  const latestCode = async (to: string) =>
    ((await (await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { messages: OutboxMessage[] }).messages[0]!.code;

  it('signs in with USER_PASSWORD_AUTH, reads the user, refreshes and revokes on sign-out', async () => {
    const result = await signIn({ username: 'shopper@neonkeys.local', password: 'Shopper!2345', options: { authFlowType: 'USER_PASSWORD_AUTH' } });

    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await getCurrentUser()).userId).toBe('usr_demo_shopper');
    expect(await fetchUserAttributes()).toMatchObject({ email: 'shopper@neonkeys.local', name: 'Jordan Shopper' });
    const before = await fetchAuthSession();
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.idToken?.payload.sub).toBe('usr_demo_shopper');
    expect(refreshed.tokens?.accessToken.payload.jti).not.toBe(before.tokens?.accessToken.payload.jti);

    const originJti = String(refreshed.tokens!.accessToken.payload.origin_jti);
    await signOut();
    expect(await gateway.identity.refreshTokens.originState(originJti)).toBe('revoked');
  });

  it('tells a wrong password with Cognito’s message', async () => {
    await expect(signIn({ username: 'shopper@neonkeys.local', password: 'Not-The-Password-1', options: { authFlowType: 'USER_PASSWORD_AUTH' } })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('shows the rate limit as TooManyRequestsException with its wait, after the retries Amplify makes', async () => {
    const attempt = () => signIn({ username: 'guessed@example.test', password: 'Guess-Number-1', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    for (let i = 0; i < 5; i += 1) await expect(attempt()).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    await expect(attempt()).rejects.toMatchObject({ name: 'TooManyRequestsException', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/) });
  });

  it('signs up by e-mail, confirms with the outbox code and finishes with autoSignIn', async () => {
    const username = 'amplify-new@example.test';
    const started = await signUp({
      username,
      password: 'Amplify-Pass-1',
      options: { userAttributes: { email: username, name: 'New Shopper', 'custom:country': 'PT' }, autoSignIn: { authFlowType: 'USER_AUTH' } },
    });
    expect(started.nextStep).toMatchObject({ signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { deliveryMedium: 'EMAIL' } });

    const confirmed = await confirmSignUp({ username, confirmationCode: await latestCode(username) });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    expect(await autoSignIn()).toMatchObject({ isSignedIn: true });

    expect(await fetchUserAttributes()).toMatchObject({ email: username, name: 'New Shopper', 'custom:country': 'PT', email_verified: 'true' });
  });

  it('sends an unconfirmed user to the confirm step instead of failing', async () => {
    await signUp({ username: 'amplify-pending@example.test', password: 'Amplify-Pass-1' });

    const result = await signIn({ username: 'amplify-pending@example.test', password: 'Amplify-Pass-1', options: { authFlowType: 'USER_PASSWORD_AUTH' } });

    expect(result).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
  });

  it('signs a phone user in with USER_AUTH and an SMS code', async () => {
    const phone = '+14155550150';
    await signUp({ username: phone, options: { userAttributes: { phone_number: phone } } });
    await confirmSignUp({ username: phone, confirmationCode: await latestCode(phone) });

    const challenge = await signIn({ username: phone, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'SMS_OTP' } });
    expect(challenge).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******0150' } },
    });
    await expect(confirmSignIn({ challengeResponse: '12345x' })).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const done = await confirmSignIn({ challengeResponse: await latestCode(phone) });

    expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await fetchAuthSession()).tokens?.idToken?.payload.phone_number).toBe(phone);
  });

  it('signs in through the Google stand-in with CUSTOM_WITHOUT_SRP and the assertion as the answer', async () => {
    const assertion = await gateway.identity.googleAssertion({ email: 'amplify-google@example.test', name: 'Google Person' });

    const challenge = await signIn({ username: 'amplify-google@example.test', options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    expect(challenge.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    const done = await confirmSignIn({ challengeResponse: assertion });

    expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(await fetchUserAttributes()).toMatchObject({ email: 'amplify-google@example.test', name: 'Google Person' });
  });
});
