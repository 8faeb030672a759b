import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import type { Deps } from '../../functions/lib/deps';
import type { OutboxMessage } from './outbox';
import { localClientId } from './token-issuer';

const ClientId = localClientId;
const password = 'Correct-Horse-9';

describe('the local identity service, driven through the AWS SDK for Cognito', () => {
  let gateway: TestGateway;
  let cognito: CognitoIdentityProviderClient;
  let deps: Deps;
  let clock = Date.now();

  beforeAll(async () => {
    deps = await useTestTable();
    // Generous limits: the rate limits have their own test.
    gateway = await startTestGateway({ identity: { now: () => clock, limits: { perIp: { limit: 1000, windowMs: 60_000 }, perAccount: { limit: 1000, windowMs: 60_000 } } } });
    cognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: `${gateway.url}/_local/identity/cognito`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    cognito.destroy();
    await gateway.close();
  });

  const outbox = async (to: string): Promise<OutboxMessage[]> =>
    ((await (await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { messages: OutboxMessage[] }).messages;
  const latestCode = async (to: string) => (await outbox(to))[0]!.code;
  const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a Cognito error'), (error: Error) => ({ name: error.name, message: error.message }));
  const signUpByEmail = (email: string, extra: { Password?: string; name?: string } = {}) =>
    cognito.send(
      new SignUpCommand({
        ClientId,
        Username: email,
        Password: extra.Password ?? password,
        UserAttributes: [
          { Name: 'name', Value: extra.name ?? 'Ada Lovelace' },
          { Name: 'custom:country', Value: 'GB' },
        ],
      }),
    );
  const passwordSignIn = (email: string, pass = password) =>
    cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: pass } }));
  const smsOtpSignIn = (phone: string) =>
    cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_AUTH', AuthParameters: { USERNAME: phone, PREFERRED_CHALLENGE: 'SMS_OTP' } }));
  const answerSms = (phone: string, session: string | undefined, code: string) =>
    cognito.send(new RespondToAuthChallengeCommand({ ClientId, ChallengeName: 'SMS_OTP', Session: session, ChallengeResponses: { USERNAME: phone, SMS_OTP_CODE: code } }));

  it('signs a new e-mail user up, confirms them with the code from the outbox, and runs the whole token life cycle', async () => {
    const email = 'Ada@Example.test';

    const signedUp = await signUpByEmail(email);
    expect(signedUp).toMatchObject({ UserConfirmed: false, CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', AttributeName: 'email', Destination: 'a***@e***' } });
    const [message] = await outbox('ada@example.test');
    expect(message).toMatchObject({ channel: 'email', to: 'ada@example.test' });
    expect(message!.code).toMatch(/^\d{6}$/);

    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: message!.code }));
    const { AuthenticationResult: tokens } = await passwordSignIn('ada@example.test');

    expect(tokens).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(tokens).not.toHaveProperty('NewDeviceMetadata');
    const idClaims = decodeJwt(tokens!.IdToken!);
    expect(idClaims).toMatchObject({
      sub: signedUp.UserSub,
      aud: ClientId,
      token_use: 'id',
      email: 'ada@example.test',
      email_verified: true,
      name: 'Ada Lovelace',
      'custom:country': 'GB',
      'cognito:username': signedUp.UserSub,
      iss: `${gateway.url}/_local/identity`,
    });
    expect(decodeJwt(tokens!.AccessToken!)).toMatchObject({ token_use: 'access', client_id: ClientId, username: signedUp.UserSub, scope: 'aws.cognito.signin.user.admin', origin_jti: idClaims.origin_jti });
    expect(await deps.store.entities.user.get({ userId: signedUp.UserSub! }).go()).toMatchObject({ data: { fullName: 'Ada Lovelace', email: 'ada@example.test', country: 'GB' } });

    const user = await cognito.send(new GetUserCommand({ AccessToken: tokens!.AccessToken }));
    expect(Object.fromEntries(user.UserAttributes!.map((a) => [a.Name, a.Value]))).toMatchObject({ sub: signedUp.UserSub, email: 'ada@example.test', email_verified: 'true', name: 'Ada Lovelace' });

    const refreshed = await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: tokens!.RefreshToken }));
    expect(decodeJwt(refreshed.AuthenticationResult!.IdToken!)).toMatchObject({ sub: signedUp.UserSub, origin_jti: idClaims.origin_jti });

    await cognito.send(new RevokeTokenCommand({ ClientId, Token: tokens!.RefreshToken }));
    expect(await failure(cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: tokens!.RefreshToken })))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect(await failure(cognito.send(new GetUserCommand({ AccessToken: refreshed.AuthenticationResult!.AccessToken })))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it('ends every sign-in of a user on GlobalSignOut', async () => {
    await signUpByEmail('global@example.test');
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: 'global@example.test', ConfirmationCode: await latestCode('global@example.test') }));
    const first = (await passwordSignIn('global@example.test')).AuthenticationResult!;
    const second = (await passwordSignIn('global@example.test')).AuthenticationResult!;

    await cognito.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken }));

    expect((await failure(cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: second.RefreshToken })))).name).toBe('NotAuthorizedException');
  });

  it('answers a wrong password and an unknown user alike, and tells only the right password that the user is unconfirmed', async () => {
    await signUpByEmail('pending@example.test');
    const incorrect = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };

    expect(await failure(passwordSignIn('pending@example.test', 'Wrong-Horse-99'))).toEqual(incorrect);
    expect(await failure(passwordSignIn('nobody@example.test'))).toEqual(incorrect);
    expect(await failure(passwordSignIn('pending@example.test'))).toEqual({ name: 'UserNotConfirmedException', message: 'User is not confirmed.' });
  });

  it('refuses a weak password, a taken e-mail and a wrong code with Cognito’s words, storing nothing for the refused sign-up', async () => {
    expect(await failure(signUpByEmail('weak@example.test', { Password: 'short' }))).toEqual({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have length greater than or equal to 10',
    });
    expect(await gateway.identity.users.find('weak@example.test')).toBeNull();
    expect(await outbox('weak@example.test')).toEqual([]);

    await signUpByEmail('taken@example.test');
    expect(await failure(signUpByEmail('TAKEN@example.test'))).toEqual({ name: 'UsernameExistsException', message: 'An account with the given email already exists.' });

    const code = await latestCode('taken@example.test');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failure(cognito.send(new ConfirmSignUpCommand({ ClientId, Username: 'taken@example.test', ConfirmationCode: wrong })))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect((await failure(cognito.send(new ConfirmSignUpCommand({ ClientId, Username: 'ghost@example.test', ConfirmationCode: code })))).name).toBe('CodeMismatchException');
  });

  it('refuses a sign-up code the outbox expired, and accepts the one sent again', async () => {
    await signUpByEmail('late@example.test');
    const code = await latestCode('late@example.test');
    const expire = await fetch(`${gateway.url}/dev/outbox/expire-codes?to=late@example.test`, { method: 'POST' });
    expect(await expire.json()).toEqual({ expired: 1 });

    expect(await failure(cognito.send(new ConfirmSignUpCommand({ ClientId, Username: 'late@example.test', ConfirmationCode: code })))).toEqual({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });

    await cognito.send(new ResendConfirmationCodeCommand({ ClientId, Username: 'late@example.test' }));
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: 'late@example.test', ConfirmationCode: await latestCode('late@example.test') }));
    expect((await passwordSignIn('late@example.test')).AuthenticationResult).toBeDefined();
  });

  it('signs a phone number up without a password, confirms it with the SMS code, then signs in with a one-time SMS code', async () => {
    const phone = '+14155550101';
    const signedUp = await cognito.send(new SignUpCommand({ ClientId, Username: phone }));
    expect(signedUp.CodeDeliveryDetails).toEqual({ DeliveryMedium: 'SMS', AttributeName: 'phone_number', Destination: '+*******0101' });
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: phone, ConfirmationCode: await latestCode(phone) }));

    const challenge = await smsOtpSignIn(phone);
    expect(challenge).toMatchObject({ ChallengeName: 'SMS_OTP', ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+*******0101' } });
    const [sms] = await outbox(phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    const signedIn = await answerSms(phone, challenge.Session, sms!.code);

    expect(decodeJwt(signedIn.AuthenticationResult!.IdToken!)).toMatchObject({ sub: signedUp.UserSub, phone_number: phone, phone_number_verified: true });
    expect(await deps.store.entities.user.get({ userId: signedUp.UserSub! }).go()).toMatchObject({ data: { phone, username: phone } });
  });

  it('confirms a phone account on its first SMS sign-in, when the sign-up code was never typed', async () => {
    const phone = '+14155550102';
    const { UserSub } = await cognito.send(new SignUpCommand({ ClientId, Username: phone }));
    const challenge = await smsOtpSignIn(phone);

    await answerSms(phone, challenge.Session, await latestCode(phone));

    expect(await gateway.identity.users.findById(UserSub!)).toMatchObject({ status: 'CONFIRMED', attributes: { phone_number_verified: 'true' } });
    expect((await deps.store.entities.user.get({ userId: UserSub! }).go()).data).not.toBeNull();
  });

  it('refuses an SMS code after three minutes, and a session after three wrong codes', async () => {
    const phone = '+14155550103';
    await cognito.send(new SignUpCommand({ ClientId, Username: phone }));
    const late = await smsOtpSignIn(phone);
    const code = await latestCode(phone);
    clock += 3 * 60_000 + 1000;
    expect((await failure(answerSms(phone, late.Session, code))).name).toBe('ExpiredCodeException');

    const guessed = await smsOtpSignIn(phone);
    const right = await latestCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) expect((await failure(answerSms(phone, guessed.Session, wrong))).name).toBe('CodeMismatchException');
    expect(await failure(answerSms(phone, guessed.Session, right))).toEqual({ name: 'NotAuthorizedException', message: 'Invalid session for the user.' });
  });

  it('gives a number with no account a normal-looking SMS challenge that no code answers, and sends nothing', async () => {
    const phone = '+14155550199';

    const challenge = await smsOtpSignIn(phone);

    expect(challenge).toMatchObject({ ChallengeName: 'SMS_OTP', ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+*******0199' } });
    expect(challenge.Session).toBeTruthy();
    expect(await outbox(phone)).toEqual([]);
    expect((await failure(answerSms(phone, challenge.Session, '123456'))).name).toBe('CodeMismatchException');
  });

  it('signs in through the Google stand-in: the form redirects with an assertion that answers CUSTOM_AUTH once', async () => {
    const authorize = `${gateway.url}/_local/identity/google/authorize`;
    const page = await fetch(`${authorize}?redirect_uri=${encodeURIComponent('https://shop.test/auth/callback')}&state=s1`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).not.toContain('<script');

    const submitted = await fetch(authorize, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirect_uri: 'https://shop.test/auth/callback', state: 's1', email: 'Grace@Example.test', name: 'Grace Hopper' }).toString(),
    });
    expect(submitted.status).toBe(303);
    const callback = new URL(submitted.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe('https://shop.test/auth/callback');
    expect(callback.searchParams.get('login_hint')).toBe('grace@example.test');
    expect(callback.searchParams.get('state')).toBe('s1');
    const assertion = callback.searchParams.get('local_google')!;

    const challenge = await cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: 'grace@example.test' } }));
    expect(challenge.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const answer = (session: string | undefined) =>
      cognito.send(new RespondToAuthChallengeCommand({ ClientId, ChallengeName: 'CUSTOM_CHALLENGE', Session: session, ChallengeResponses: { USERNAME: 'grace@example.test', ANSWER: assertion } }));
    const signedIn = await answer(challenge.Session);

    const claims = decodeJwt(signedIn.AuthenticationResult!.IdToken!);
    expect(claims).toMatchObject({ email: 'grace@example.test', email_verified: true, name: 'Grace Hopper', identities: [{ providerName: 'Google' }] });
    expect(await deps.store.entities.user.get({ userId: claims.sub! }).go()).toMatchObject({ data: { fullName: 'Grace Hopper' } });

    const again = await cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: 'grace@example.test' } }));
    expect(await failure(answer(again.Session))).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('signs a Google user with the e-mail of an existing account into that account', async () => {
    await signUpByEmail('linked@example.test');
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: 'linked@example.test', ConfirmationCode: await latestCode('linked@example.test') }));
    const existing = await gateway.identity.users.find('linked@example.test');
    const assertion = await gateway.identity.googleAssertion({ email: 'linked@example.test', name: 'Someone Else' });

    const challenge = await cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: 'linked@example.test' } }));
    const signedIn = await cognito.send(
      new RespondToAuthChallengeCommand({ ClientId, ChallengeName: 'CUSTOM_CHALLENGE', Session: challenge.Session, ChallengeResponses: { USERNAME: 'linked@example.test', ANSWER: assertion } }),
    );

    expect(decodeJwt(signedIn.AuthenticationResult!.IdToken!)).toMatchObject({ sub: existing!.userId, name: 'Ada Lovelace' });
  });

  it('refuses a Google stand-in redirect to a foreign origin', async () => {
    const page = await fetch(`${gateway.url}/_local/identity/google/authorize?redirect_uri=${encodeURIComponent('https://evil.test/cb')}&state=x`);

    expect(page.status).toBe(400);
  });

  it('signs the demo accounts the seed stores in with their password, carrying their group, name and country', async () => {
    await gateway.identity.users.upsert({ userId: 'usr_demo_admin', email: 'admin@neonkeys.local', groups: ['admin'], password: 'Admin!2345', attributes: { name: 'Avery Admin', 'custom:country': 'US' } });

    const { AuthenticationResult } = await passwordSignIn('admin@neonkeys.local', 'Admin!2345');

    expect(decodeJwt(AuthenticationResult!.IdToken!)).toMatchObject({ sub: 'usr_demo_admin', 'cognito:groups': ['admin'], name: 'Avery Admin', 'custom:country': 'US' });
    const me = await fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${AuthenticationResult!.IdToken}` } });
    expect(me.status).toBe(200);
  });
});
