import type { StaffRole } from '../../../shared/auth/role-resolution';
import type { DirectoryUser, IdentityDirectory, ProfileAttributes } from '../../lib/adapters/identity-directory/identity-directory';
import type { CredentialStore } from './credential-store';

/**
 * The embedded default's user pool: the local credential store's groups and attributes, which local tokens carry.
 * A user known to the table but not to the local directory (created by a test, say) has nothing to mirror.
 */
export class LocalIdentityDirectory implements IdentityDirectory {
  constructor(private readonly credentials: CredentialStore) {}

  async setGroupMembership(userId: string, group: StaffRole, member: boolean): Promise<void> {
    await this.credentials.setGroupMembership(userId, group, member);
  }

  async setProfileAttributes({ userId }: DirectoryUser, { fullName, country }: ProfileAttributes): Promise<void> {
    // Users are keyed by their sub here, Google stand-in users too, so the pool username is not needed.
    await this.credentials.setAttributes(userId, { name: fullName, 'custom:country': country });
  }
}
