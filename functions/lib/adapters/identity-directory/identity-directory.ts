import type { StaffRole } from '../../../../shared/auth/role-resolution';

/** Whom a directory call is about: the token's `sub`, and the pool's own username when the token carried one. */
export interface DirectoryUser {
  userId: string;
  /** Cognito's username (`cognito:username`); `google_…` for a Google sign-in, whose `sub` the admin API does not accept. */
  username: string | null;
}

/** The attributes a profile edit writes back, so the next ID token carries them. */
export interface ProfileAttributes {
  fullName: string;
  country: string;
}

/** The user directory (the Cognito user pool on AWS): group memberships that mirror the role records, and profile attributes. */
export interface IdentityDirectory {
  /** Adds the user to the role's group, or removes them from it; both are idempotent. */
  setGroupMembership(userId: string, group: StaffRole, member: boolean): Promise<void>;
  /** Sets the user's `name` and `custom:country`. */
  setProfileAttributes(user: DirectoryUser, attributes: ProfileAttributes): Promise<void>;
  /**
   * Sets the phone the user may sign in with, or removes it (null). A new number is not verified: the pool sends it a
   * code, and it becomes a sign-in name only once the user types that code back (the pool keeps the old verified
   * number until then). `in-use` when another account already signs in with that number; nothing changes then.
   */
  setPhoneNumber(user: DirectoryUser, phone: string | null): Promise<'code-sent' | 'removed' | 'in-use'>;
}
