/** What the header's user menu names the account by. */
export interface DisplayNameSource {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** The trimmed full name, else the part of the e-mail before the at sign, else the phone, else 'Account'. */
export function displayName({ fullName, email, phone }: DisplayNameSource): string {
  const name = fullName?.trim();
  if (name) return name;
  const localPart = email?.trim().split('@')[0]?.trim();
  if (localPart) return localPart;
  const number = phone?.trim();
  if (number) return number;
  return 'Account';
}
