import { displayName } from '../auth/display-name';

/**
 * The name a review is shown under: the profile's display name (full name, else the e-mail's local part), never a
 * phone number, which the header may show its owner but a public page must not.
 */
export function reviewerName(profile: { fullName?: string | null | undefined; email?: string | null | undefined }): string {
  return displayName({ fullName: profile.fullName ?? null, email: profile.email ?? null, phone: null });
}
