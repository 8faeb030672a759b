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

  it('writes mutable attributes, and refuses the sign-in aliases, which would need verifying', async () => {
    await signed.send(
      new AdminUpdateUserAttributesCommand({ UserPoolId, Username: 'admin-ops-1', UserAttributes: [{ Name: 'name', Value: 'Renamed' }, { Name: 'custom:country', Value: 'PT' }] }),
    );
    expect((await gateway.identity.users.findById('admin-ops-1'))?.attributes).toMatchObject({ name: 'Renamed', 'custom:country': 'PT' });

    await expect(
      signed.send(new AdminUpdateUserAttributesCommand({ UserPoolId, Username: 'admin-ops-1', UserAttributes: [{ Name: 'email', Value: 'x@example.test' }] })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
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
