import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { localUserPoolId } from './token-issuer';

const UserPoolId = localUserPoolId;

describe("the local identity service's admin API, as the handlers' Cognito client calls it", () => {
  let gateway: TestGateway;
  let signed: CognitoIdentityProviderClient;
  let forged: CognitoIdentityProviderClient;
  const clientWith = (accessKeyId: string) =>
    new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: `${gateway.url}/_local/identity/cognito`,
      credentials: { accessKeyId, secretAccessKey: accessKeyId },
      maxAttempts: 1,
    });

  beforeAll(async () => {
    await useTestTable();
    gateway = await startTestGateway();
    signed = clientWith('local');
    forged = clientWith('someone-else');
    await gateway.identity.users.upsert({ userId: 'admin-ops-1', email: 'ops@example.test', groups: [], password: 'Admin!Ops-234', attributes: { name: 'Ops' } });
  });
  afterAll(async () => {
    signed.destroy();
    forged.destroy();
    await gateway.close();
  });

  it('adds a user to a staff group and removes them again, by sub or by sign-in e-mail', async () => {
    await signed.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: 'admin-ops-1', GroupName: 'employee' }));
    expect((await gateway.identity.users.findById('admin-ops-1'))?.groups).toEqual(['employee']);

    await signed.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: 'ops@example.test', GroupName: 'employee' }));
    expect((await gateway.identity.users.findById('admin-ops-1'))?.groups).toEqual([]);
  });

  it('writes mutable attributes, and refuses the e-mail, which is verified at sign-up and never changes here', async () => {
    await signed.send(
      new AdminUpdateUserAttributesCommand({ UserPoolId, Username: 'admin-ops-1', UserAttributes: [{ Name: 'name', Value: 'Renamed' }, { Name: 'custom:country', Value: 'PT' }] }),
    );
    expect((await gateway.identity.users.findById('admin-ops-1'))?.attributes).toMatchObject({ name: 'Renamed', 'custom:country': 'PT' });

    await expect(
      signed.send(new AdminUpdateUserAttributesCommand({ UserPoolId, Username: 'admin-ops-1', UserAttributes: [{ Name: 'email', Value: 'x@example.test' }] })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('sets a phone an admin vouches for at once, waits for the code otherwise, and refuses a number another account signs in with', async () => {
    await gateway.identity.users.upsert({ userId: 'admin-ops-2', email: 'ops2@example.test', groups: [], password: 'Admin!Ops-234' });
    const update = (Username: string, UserAttributes: { Name: string; Value: string }[]) => signed.send(new AdminUpdateUserAttributesCommand({ UserPoolId, Username, UserAttributes }));

    await update('admin-ops-1', [{ Name: 'phone_number', Value: '+14155550131' }, { Name: 'phone_number_verified', Value: 'true' }]);
    await update('admin-ops-2', [{ Name: 'phone_number', Value: '+14155550132' }]);

    expect((await gateway.identity.users.findById('admin-ops-1'))?.attributes).toMatchObject({ phone_number: '+14155550131', phone_number_verified: 'true' });
    const waiting = await gateway.identity.users.findById('admin-ops-2');
    expect(waiting?.attributes.phone_number).toBeUndefined();
    expect(waiting?.attributeCode).toMatchObject({ name: 'phone_number', value: '+14155550132' });
    await expect(update('admin-ops-2', [{ Name: 'phone_number', Value: '+14155550131' }])).rejects.toMatchObject({ name: 'AliasExistsException' });
    await expect(update('admin-ops-2', [{ Name: 'phone_number', Value: '555-0131' }])).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it.each([
    ['an unknown user', { Username: 'nobody', GroupName: 'admin' }, 'UserNotFoundException'],
    ['a group the pool does not have', { Username: 'admin-ops-1', GroupName: 'superuser' }, 'ResourceNotFoundException'],
  ])('answers Cognito\'s error for %s', async (_case, input, name) => {
    await expect(signed.send(new AdminAddUserToGroupCommand({ UserPoolId, ...input }))).rejects.toMatchObject({ name });
  });

  it('serves the admin API only to callers signed with the handlers\' key, never to an anonymous browser call', async () => {
    await expect(forged.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: 'admin-ops-1', GroupName: 'admin' }))).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
    });
    const anonymous = await fetch(`${gateway.url}/_local/identity/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminAddUserToGroup' },
      body: JSON.stringify({ UserPoolId, Username: 'admin-ops-1', GroupName: 'admin' }),
    });

    expect(anonymous.status).toBe(400);
    expect((await gateway.identity.users.findById('admin-ops-1'))?.groups).not.toContain('admin');
  });
});
