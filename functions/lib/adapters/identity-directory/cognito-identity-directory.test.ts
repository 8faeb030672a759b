import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
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
});
