import { CognitoIdentityProviderClient, GetTokensFromRefreshTokenCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SavedProfile } from '../../shared/auth/profile';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { setDeps, type Deps } from '../lib/deps';
import { localClientId, localUserPoolId } from '../../local/identity/token-issuer';
import { CognitoIdentityDirectory } from '../lib/adapters/identity-directory/cognito-identity-directory';

const ClientId = localClientId;

describe("PUT /api/account/profile and the user pool's attributes", () => {
  let deps: Deps;
  let gateway: TestGateway;
  let cognito: CognitoIdentityProviderClient;
  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    cognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: `${gateway.url}/_local/identity/cognito`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
  });
  // As in the local stack: the handlers' Cognito client reaches the local identity service's admin API.
  const useGatewayDirectory = () => setDeps({ ...deps, identityDirectory: new CognitoIdentityDirectory(localUserPoolId, cognito) });
  afterEach(() => setDeps(deps));
  afterAll(async () => {
    cognito.destroy();
    await gateway.close();
  });

  const signIn = async (userId: string, attributes: Record<string, string>) => {
    const email = `${userId}@example.test`;
    await gateway.identity.users.upsert({ userId, email, groups: [], password: 'Synced!2345', attributes });
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Synced!2345' } }),
    );
    return { idToken: AuthenticationResult!.IdToken!, refreshToken: AuthenticationResult!.RefreshToken! };
  };
  const putProfile = async (token: string, body: unknown) => {
    const res = await fetch(`${gateway.url}/api/account/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as SavedProfile };
  };

  it('writes the new name and country to the directory, and the next token refresh carries them', async () => {
    useGatewayDirectory();
    const { idToken, refreshToken } = await signIn('profile-synced', { name: 'Old Name', 'custom:country': 'US', phone_number: '+14155550100' });

    const { status, body } = await putProfile(idToken, { fullName: 'New Name', country: 'PT', phone: '+351912345678' });
    const refreshed = await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: refreshToken }));

    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: 'profile-synced', fullName: 'New Name', country: 'PT', phone: '+351912345678', attributesInSync: true });
    expect((await gateway.identity.users.findById('profile-synced'))?.attributes).toMatchObject({ name: 'New Name', 'custom:country': 'PT' });
    expect(decodeJwt(refreshed.AuthenticationResult!.IdToken!)).toMatchObject({ sub: 'profile-synced', name: 'New Name', 'custom:country': 'PT' });
  });

  it('keeps the verified sign-in phone until a new number is verified, and sends the new number a code', async () => {
    useGatewayDirectory();
    const { idToken } = await signIn('profile-phone-alias', { name: 'Phone Alias', phone_number: '+14155550101', phone_number_verified: 'true' });

    const { body } = await putProfile(idToken, { fullName: 'Phone Alias', country: 'US', phone: '+14155550199' });

    expect(body).toMatchObject({ phone: '+14155550199', phoneVerified: false, phoneVerification: 'code-sent' });
    expect((await gateway.identity.users.findById('profile-phone-alias'))?.attributes).toMatchObject({ phone_number: '+14155550101', phone_number_verified: 'true' });
    const [message] = await (await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent('+14155550199')}`)).json().then((r: { messages: { code: string; subject: string }[] }) => r.messages);
    expect(message).toMatchObject({ subject: 'Your NeonKeys verification code', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('says the phone is verified when it is the number the token calls verified, and writes nothing to the pool for it', async () => {
    useGatewayDirectory();
    const { idToken } = await signIn('profile-phone-same', { name: 'Same Phone', phone_number: '+14155550102', phone_number_verified: 'true' });

    const { body } = await putProfile(idToken, { fullName: 'Same Phone', country: 'US', phone: '+14155550102' });

    expect(body).toMatchObject({ phoneVerified: true, phoneVerification: 'verified' });
    expect((await gateway.identity.users.findById('profile-phone-same'))?.attributeCode).toBeUndefined();
  });

  it('refuses to remove the only way a phone-only account signs in, and writes nothing', async () => {
    useGatewayDirectory();
    await signIn('profile-phone-only', { phone_number: '+14155550103', phone_number_verified: 'true' });
    // A phone sign-up has no e-mail: take the one the test account was stored with away.
    await gateway.identity.users.update('profile-phone-only', (u) => {
      delete u.attributes.email;
      delete u.attributes.email_verified;
    });
    const phoneOnly = (await gateway.identity.reissue((await gateway.identity.users.findById('profile-phone-only'))!, { originJti: 'x', authTime: 0 })).IdToken;

    const { status, body } = await putProfile(phoneOnly, { fullName: 'Phone Only', country: 'US', phone: null });

    expect(status).toBe(409);
    expect(body).toMatchObject({ detail: expect.stringContaining('how you sign in') });
    expect((await deps.store.entities.user.get({ userId: 'profile-phone-only' }).go()).data?.fullName).toBeUndefined();
  });

  it('still saves the profile when the directory refuses, and says the attributes are out of step', async () => {
    setDeps({
      ...deps,
      identityDirectory: {
        setGroupMembership: () => Promise.resolve(),
        setProfileAttributes: () => Promise.reject(new Error('the user pool is unavailable')),
        setPhoneNumber: () => Promise.reject(new Error('the user pool is unavailable')),
      },
    });
    const { idToken } = await signIn('profile-unsynced', { name: 'Before' });

    const { status, body } = await putProfile(idToken, { fullName: 'After', country: 'DE', phone: '+4915112345678' });

    expect(status).toBe(200);
    expect(body).toMatchObject({ fullName: 'After', country: 'DE', phone: '+4915112345678', attributesInSync: false, phoneVerification: 'unsynced' });
    expect((await deps.store.entities.user.get({ userId: 'profile-unsynced' }).go()).data).toMatchObject({ fullName: 'After', country: 'DE' });
    expect((await gateway.identity.users.findById('profile-unsynced'))?.attributes.name).toBe('Before');
  });
});
