import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  VerifyUserAttributeCommand,
  GetUserAttributeVerificationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedProfile } from '../../shared/auth/profile';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { setDeps, type Deps } from '../lib/deps';
import { localClientId, localUserPoolId } from '../../local/identity/token-issuer';
import type { OutboxMessage } from '../../local/identity/outbox';
import { CognitoIdentityDirectory } from '../lib/adapters/identity-directory/cognito-identity-directory';

const ClientId = localClientId;
const password = 'Phone!Owner-23';

describe('phone sign-in finds the account whose verified phone matches, through the Cognito client', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let cognito: CognitoIdentityProviderClient;

  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway({ identity: { limits: { perIp: { limit: 1000, windowMs: 60_000 }, perAccount: { limit: 1000, windowMs: 60_000 } } } });
    cognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: `${gateway.url}/_local/identity/cognito`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    // As in the local stack: the profile handler's Cognito client reaches the local identity service's admin API.
    setDeps({ ...deps, identityDirectory: new CognitoIdentityDirectory(localUserPoolId, cognito) });
  });
  afterAll(async () => {
    setDeps(deps);
    cognito.destroy();
    await gateway.close();
  });

  const outbox = async (to: string): Promise<OutboxMessage[]> =>
    ((await (await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { messages: OutboxMessage[] }).messages;
  const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a Cognito error'), (error: Error) => error.name);
  const userCount = async () => (await gateway.identity.users.list()).length;

  /** An e-mail shopper, signed up and confirmed through the pool's API, then signed in. */
  const emailShopper = async (email: string) => {
    await cognito.send(new SignUpCommand({ ClientId, Username: email, Password: password, UserAttributes: [{ Name: 'name', Value: 'Phone Owner' }] }));
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: (await outbox(email))[0]!.code }));
    const { AuthenticationResult } = await cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
    return { sub: decodeJwt(AuthenticationResult!.IdToken!).sub!, idToken: AuthenticationResult!.IdToken!, accessToken: AuthenticationResult!.AccessToken! };
  };
  const saveProfilePhone = async (idToken: string, phone: string) => {
    const res = await fetch(`${gateway.url}/api/account/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Phone Owner', country: 'US', phone }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as SavedProfile;
  };
  const verifyPhone = async (accessToken: string, phone: string) =>
    cognito.send(new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'phone_number', Code: (await outbox(phone))[0]!.code }));
  /** What the SPA's phone panel does: USER_AUTH with an SMS one-time code, answered with the code the phone got. */
  const phoneSignIn = async (phone: string) => {
    const before = (await outbox(phone)).length;
    const challenge = await cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_AUTH', AuthParameters: { USERNAME: phone, PREFERRED_CHALLENGE: 'SMS_OTP' } }));
    const messages = await outbox(phone);
    const code = messages.length > before ? messages[0]!.code : '000000';
    return cognito.send(
      new RespondToAuthChallengeCommand({ ClientId, ChallengeName: 'SMS_OTP', Session: challenge.Session, ChallengeResponses: { USERNAME: phone, SMS_OTP_CODE: code } }),
    );
  };

  it('signs the shopper whose profile verified the phone into that account, and creates no other', async () => {
    const owner = await emailShopper('verified.owner@example.test');
    const phone = '+14155550141';
    const saved = await saveProfilePhone(owner.idToken, phone);
    expect(saved.phoneVerification).toBe('code-sent');
    await verifyPhone(owner.accessToken, phone);
    const users = await userCount();

    const signUpAgain = await failure(cognito.send(new SignUpCommand({ ClientId, Username: phone, UserAttributes: [{ Name: 'phone_number', Value: phone }] })));
    const { AuthenticationResult } = await phoneSignIn(phone);

    expect(signUpAgain).toBe('UsernameExistsException');
    expect(decodeJwt(AuthenticationResult!.IdToken!)).toMatchObject({ sub: owner.sub, email: 'verified.owner@example.test', phone_number: phone, phone_number_verified: true });
    expect(await userCount()).toBe(users);
  });

  it('does not let a number saved but never verified open the account that saved it', async () => {
    const owner = await emailShopper('unverified.owner@example.test');
    const phone = '+14155550142';
    await saveProfilePhone(owner.idToken, phone);

    const sent = (await outbox(phone)).length;
    const answer = await failure(phoneSignIn(phone));

    expect(answer).toBe('CodeMismatchException');
    // The only message is the verification code the profile asked for: no sign-in code went to the number.
    expect(sent).toBe(1);
    expect((await outbox(phone)).length).toBe(1);
    // So the phone's holder signs up an account of their own instead.
    const { UserSub } = await cognito.send(new SignUpCommand({ ClientId, Username: phone, UserAttributes: [{ Name: 'phone_number', Value: phone }] }));
    expect(UserSub).not.toBe(owner.sub);
  });

  it('lets only one account own a verified number: a second one hears AliasExistsException, when saving or when verifying', async () => {
    const first = await emailShopper('first.owner@example.test');
    const second = await emailShopper('second.owner@example.test');
    const third = await emailShopper('third.owner@example.test');
    const phone = '+14155550143';
    // Both ask for the number before either has verified it; the second's code waits.
    await saveProfilePhone(second.idToken, phone);
    const secondCode = (await outbox(phone))[0]!.code;
    await saveProfilePhone(first.idToken, phone);
    await verifyPhone(first.accessToken, phone);

    const lateVerify = await failure(cognito.send(new VerifyUserAttributeCommand({ AccessToken: second.accessToken, AttributeName: 'phone_number', Code: secondCode })));
    const laterSave = await saveProfilePhone(third.idToken, phone);
    const { AuthenticationResult } = await phoneSignIn(phone);

    expect(lateVerify).toBe('AliasExistsException');
    expect(laterSave).toMatchObject({ phone, phoneVerified: false, phoneVerification: 'in-use' });
    expect(decodeJwt(AuthenticationResult!.IdToken!).sub).toBe(first.sub);
    expect((await gateway.identity.users.findById(second.sub))?.attributes.phone_number_verified).not.toBe('true');
  });

  it('refuses a wrong verification code, spends the code after three, and sends a new one on request', async () => {
    const owner = await emailShopper('typo.owner@example.test');
    const phone = '+14155550144';
    await saveProfilePhone(owner.idToken, phone);
    const wrong = () => failure(cognito.send(new VerifyUserAttributeCommand({ AccessToken: owner.accessToken, AttributeName: 'phone_number', Code: '999999' })));
    const code = (await outbox(phone))[0]!.code;

    const answers = [await wrong(), await wrong(), await wrong()];
    const spent = await failure(cognito.send(new VerifyUserAttributeCommand({ AccessToken: owner.accessToken, AttributeName: 'phone_number', Code: code })));
    const resent = await cognito.send(new GetUserAttributeVerificationCodeCommand({ AccessToken: owner.accessToken, AttributeName: 'phone_number' }));
    await verifyPhone(owner.accessToken, phone);

    expect(answers).toEqual(['CodeMismatchException', 'CodeMismatchException', 'CodeMismatchException']);
    expect(spent).toBe('CodeMismatchException');
    expect(resent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'SMS', AttributeName: 'phone_number', Destination: '+*******0144' });
    expect((await gateway.identity.users.findById(owner.sub))?.attributes).toMatchObject({ phone_number: phone, phone_number_verified: 'true' });
  });

  it('shows the profile phone as verified once the token says so', async () => {
    const owner = await emailShopper('shown.owner@example.test');
    const phone = '+14155550145';
    await saveProfilePhone(owner.idToken, phone);
    await verifyPhone(owner.accessToken, phone);
    const { AuthenticationResult } = await phoneSignIn(phone);

    const profile = (await (await fetch(`${gateway.url}/api/account/profile`, { headers: { authorization: `Bearer ${AuthenticationResult!.IdToken!}` } })).json()) as SavedProfile;

    expect(profile).toMatchObject({ userId: owner.sub, phone, phoneVerified: true });
  });
});
