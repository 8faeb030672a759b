import type { StaffRole } from '../../../shared/auth/role-resolution';
import type { IdentityDirectory } from '../../lib/adapters/identity-directory/identity-directory';
import type { CredentialStore } from './credential-store';

/** The embedded default's user pool groups: the local credential store's `groups`, which local tokens carry. */
export class LocalIdentityDirectory implements IdentityDirectory {
  constructor(private readonly credentials: CredentialStore) {}

  async setGroupMembership(userId: string, group: StaffRole, member: boolean): Promise<void> {
    // A user known to the table but not to the local directory (created by a test, say) has no groups to mirror.
    await this.credentials.setGroupMembership(userId, group, member);
  }
}
