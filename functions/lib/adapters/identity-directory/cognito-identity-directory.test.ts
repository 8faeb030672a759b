import {
  AdminAddUserToGroupCommand,
  AliasExistsException,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CognitoIdentityDirectory } from './cognito-identity-directory';

const cognito = mockClient(CognitoIdentityProviderClient);
const directory = () => new CognitoIdentityDirectory('eu-west-1_pool', new CognitoIdentityProviderClient({ region: 'eu-west-1' }));

beforeEach(() => cognito.reset());

describe('the Cognito identity directory', () => {
  it("adds a user to the role's group by their sub when the role is granted", async () => {
    cognito.on(AdminAddUserToGroupCommand).resolves({});

    await directory().setGroupMembership('sub-1', 'employee', true);

    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toEqual({ UserPoolId: 'eu-west-1_pool', Username: 'sub-1', GroupName: 'employee' });
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)).toHaveLength(0);
  });

  it('removes the user from the group when the role is revoked', async () => {
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});

    await directory().setGroupMembership('sub-1', 'admin', false);

    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)[0]!.args[0].input).toEqual({ UserPoolId: 'eu-west-1_pool', Username: 'sub-1', GroupName: 'admin' });
  });

  it("passes Cognito's refusal on, so the caller can report the groups as out of step", async () => {
    cognito.on(AdminAddUserToGroupCommand).rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));

    await expect(directory().setGroupMembership('ghost', 'admin', true)).rejects.toThrow('User does not exist.');
  });

  it('writes only the name and country, to a Google user by their pool username, which the admin API needs instead of the sub', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).resolves({});

    await directory().setProfileAttributes({ userId: 'sub-google', username: 'google_1234567890' }, { fullName: 'Paula Profile', country: 'PT' });

    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_pool',
      Username: 'google_1234567890',
      UserAttributes: [
        { Name: 'name', Value: 'Paula Profile' },
        { Name: 'custom:country', Value: 'PT' },
      ],
    });
  });

  it('falls back to the sub, which the admin API accepts for a user who signed up with e-mail or phone', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).resolves({});

    await directory().setProfileAttributes({ userId: 'sub-1', username: null }, { fullName: 'Ada Lovelace', country: 'GB' });

    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input.Username).toBe('sub-1');
  });

  it("passes Cognito's refusal of an attribute update on, so the profile can be reported as out of step", async () => {
    cognito.on(AdminUpdateUserAttributesCommand).rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));

    await expect(directory().setProfileAttributes({ userId: 'ghost', username: null }, { fullName: 'Nobody', country: 'US' })).rejects.toThrow('User does not exist.');
  });

  it('writes a new phone without marking it verified, so the pool sends it a code', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).resolves({});

    await expect(directory().setPhoneNumber({ userId: 'sub-1', username: null }, '+14155550123')).resolves.toBe('code-sent');

    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_pool',
      Username: 'sub-1',
      UserAttributes: [{ Name: 'phone_number', Value: '+14155550123' }],
    });
  });

  it('removes the phone with a blank value, as the admin API deletes an attribute', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).resolves({});

    await expect(directory().setPhoneNumber({ userId: 'sub-1', username: null }, null)).resolves.toBe('removed');

    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input.UserAttributes).toEqual([{ Name: 'phone_number', Value: '' }]);
  });

  it('reports a number another account signs in with as in use', async () => {
    cognito.on(AdminUpdateUserAttributesCommand).rejects(new AliasExistsException({ message: 'An account with the given phone_number already exists.', $metadata: {} }));

    await expect(directory().setPhoneNumber({ userId: 'sub-1', username: null }, '+14155550123')).resolves.toBe('in-use');
  });
});
