import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { StaffRole } from '../../../../shared/auth/role-resolution';
import type { IdentityDirectory } from './identity-directory';

/** Mirrors role records into the user pool's admin and employee groups. Usernames are the users' subs. */
export class CognitoIdentityDirectory implements IdentityDirectory {
  constructor(
    private readonly userPoolId: string,
    private readonly client: CognitoIdentityProviderClient,
  ) {}

  async setGroupMembership(userId: string, group: StaffRole, member: boolean): Promise<void> {
    const input = { UserPoolId: this.userPoolId, Username: userId, GroupName: group };
    await this.client.send(member ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input));
  }
}
