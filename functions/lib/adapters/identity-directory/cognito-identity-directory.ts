import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { StaffRole } from '../../../../shared/auth/role-resolution';
import type { DirectoryUser, IdentityDirectory, ProfileAttributes } from './identity-directory';

/** The Cognito user pool: groups mirror the role records, and profile edits write the name and country back. */
export class CognitoIdentityDirectory implements IdentityDirectory {
  constructor(
    private readonly userPoolId: string,
    private readonly client: CognitoIdentityProviderClient,
  ) {}

  async setGroupMembership(userId: string, group: StaffRole, member: boolean): Promise<void> {
    // The pool signs in by e-mail or phone, so the admin API takes a native user's sub as their username.
    const input = { UserPoolId: this.userPoolId, Username: userId, GroupName: group };
    await this.client.send(member ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input));
  }

  async setProfileAttributes(user: DirectoryUser, { fullName, country }: ProfileAttributes): Promise<void> {
    await this.client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: this.userPoolId,
        // The admin API accepts a native user's sub in place of the username, but a federated (Google) user only by
        // their own username, `google_…`; the token names it, so use it whenever it is there.
        Username: user.username ?? user.userId,
        UserAttributes: [
          { Name: 'name', Value: fullName },
          { Name: 'custom:country', Value: country },
        ],
      }),
    );
  }
}
