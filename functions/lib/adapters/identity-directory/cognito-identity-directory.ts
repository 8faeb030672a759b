import {
  AdminAddUserToGroupCommand,
  AliasExistsException,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { StaffRole } from '../../../../shared/auth/role-resolution';
import type { DirectoryUser, IdentityDirectory, ProfileAttributes } from './identity-directory';

/** The Cognito user pool: groups mirror the role records, and profile edits write the name, country and phone back. */
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
        Username: poolUsername(user),
        UserAttributes: [
          { Name: 'name', Value: fullName },
          { Name: 'custom:country', Value: country },
        ],
      }),
    );
  }

  async setPhoneNumber(user: DirectoryUser, phone: string | null): Promise<'code-sent' | 'removed' | 'in-use'> {
    try {
      // Without phone_number_verified the pool sends the number a code; its AttributesRequireVerificationBeforeUpdate
      // keeps the old verified number until the code comes back. A blank value deletes the attribute.
      await this.client.send(
        new AdminUpdateUserAttributesCommand({ UserPoolId: this.userPoolId, Username: poolUsername(user), UserAttributes: [{ Name: 'phone_number', Value: phone ?? '' }] }),
      );
      return phone === null ? 'removed' : 'code-sent';
    } catch (error) {
      // The pool signs in by e-mail or phone (username attributes): a number another account signs in with is theirs.
      if (error instanceof AliasExistsException) return 'in-use';
      throw error;
    }
  }
}

/**
 * The admin API accepts a native user's sub in place of the username, but a federated (Google) user only by their own
 * username, `google_…`; the token names it, so use it whenever it is there.
 */
const poolUsername = (user: DirectoryUser): string => user.username ?? user.userId;
