import { JsonFileWriter, readJsonFile } from './json-file';
import { normaliseLogin } from './login-name';
import type { PendingCode } from './one-time-code';
import { hashPassword, passwordMatches, type PasswordHash } from './password-hash';

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED';

/** A code sent to confirm the sign-up, with where it went. */
export interface SignUpCode extends PendingCode {
  channel: 'email' | 'sms';
  to: string;
}

/**
 * A new e-mail or phone waiting for its code (the pool keeps the old value until then, as Cognito does with
 * AttributesRequireVerificationBeforeUpdate). Wrong answers are counted: the third one spends the code, and the value
 * waits for a new one.
 */
export interface AttributeCode {
  name: 'email' | 'phone_number';
  value: string;
  code?: PendingCode;
  wrongAnswers: number;
}

/** One user of the local pool, shaped like a Cognito user: attributes are strings, as Cognito stores them. */
export interface LocalUser {
  /** The token's `sub`, and the pool's internal username for users who signed up here. */
  userId: string;
  /** Cognito's username: the user id, or `google_<id>` for users the Google stand-in created. */
  username: string;
  status: UserStatus;
  attributes: Record<string, string>;
  groups: string[];
  password?: PasswordHash;
  signUpCode?: SignUpCode;
  attributeCode?: AttributeCode;
  createdAt: string;
  updatedAt: string;
}

/** The file's shape before the local service spoke Cognito's API: confirmed e-mail users with a password. */
interface LegacyCredential {
  userId: string;
  email: string;
  groups: string[];
  salt: string;
  hash: string;
}

/**
 * The names a user signs in with. The pool's username attributes are e-mail and phone: a confirmed user signs in with
 * whichever of them is verified (a phone saved but never verified opens nothing), and an unconfirmed user holds the
 * name they signed up with, as Cognito keeps it from a second sign-up.
 */
export function signInNames(user: LocalUser): string[] {
  const { email, phone_number: phone, email_verified: emailVerified, phone_number_verified: phoneVerified } = user.attributes;
  if (user.status === 'UNCONFIRMED') {
    const signedUpWith = user.signUpCode?.to ?? email ?? phone;
    return signedUpWith ? [normaliseLogin(signedUpWith)] : [];
  }
  return [emailVerified === 'true' ? email?.toLowerCase() : undefined, phoneVerified === 'true' ? phone : undefined].filter((n): n is string => Boolean(n));
}

/**
 * The local identity service's user directory (Cognito's user pool on AWS): users with their attributes,
 * status, groups, scrypt password hash and pending codes, in a JSON file under .data/ that is rewritten
 * atomically. Users are found by id, username or a sign-in name (`signInNames`).
 */
export class CredentialStore {
  private cache: Map<string, LocalUser> | undefined;
  private readonly writer: JsonFileWriter;

  constructor(private readonly path: string) {
    this.writer = new JsonFileWriter(path);
  }

  private async load(): Promise<Map<string, LocalUser>> {
    if (this.cache) return this.cache;
    const stored = await readJsonFile<Array<LocalUser | LegacyCredential>>(this.path, []);
    this.cache ??= new Map(stored.map((entry) => upgrade(entry)).map((user) => [user.userId, user]));
    return this.cache;
  }

  private async save(): Promise<void> {
    await this.writer.write(() => [...(this.cache?.values() ?? [])]);
  }

  /**
   * The user signing in with this e-mail, phone number, username or id; null when there is none. A confirmed user's
   * verified name comes before an unconfirmed sign-up with the same name, which it shadows.
   */
  async find(login: string): Promise<LocalUser | null> {
    const all = await this.load();
    const byId = all.get(login.trim());
    if (byId) return byId;
    for (const user of all.values()) if (user.username === login.trim()) return user;
    return (await this.holderOf(login)) ?? [...all.values()].find((user) => signInNames(user).includes(normaliseLogin(login))) ?? null;
  }

  /** The confirmed user who signs in with this verified e-mail or phone, other than `exceptUserId`; null when none does. */
  async holderOf(login: string, exceptUserId?: string): Promise<LocalUser | null> {
    const key = normaliseLogin(login);
    for (const user of (await this.load()).values()) {
      if (user.userId !== exceptUserId && user.status === 'CONFIRMED' && signInNames(user).includes(key)) return user;
    }
    return null;
  }

  async findById(userId: string): Promise<LocalUser | null> {
    return (await this.load()).get(userId) ?? null;
  }

  async list(): Promise<LocalUser[]> {
    return [...(await this.load()).values()];
  }

  /** Adds a new user; false (and nothing stored) when the id or one of its sign-in names is taken. */
  async create(user: LocalUser): Promise<boolean> {
    const all = await this.load();
    for (const name of signInNames(user)) if (await this.find(name)) return false;
    if (all.has(user.userId)) return false;
    all.set(user.userId, user);
    await this.save();
    return true;
  }

  /** Applies `change` to the stored user and saves; the changed user, or null when there is none. */
  async update(userId: string, change: (user: LocalUser) => void): Promise<LocalUser | null> {
    const user = (await this.load()).get(userId);
    if (!user) return null;
    change(user);
    user.updatedAt = new Date().toISOString();
    await this.save();
    return user;
  }

  /** A confirmed e-mail user with a password, replacing one with the same id (the demo seed). */
  async upsert(account: { userId: string; email: string; groups: string[]; password: string; attributes?: Record<string, string> }): Promise<void> {
    const all = await this.load();
    const at = new Date().toISOString();
    all.set(account.userId, {
      userId: account.userId,
      username: account.userId,
      status: 'CONFIRMED',
      attributes: { ...account.attributes, sub: account.userId, email: account.email, email_verified: 'true' },
      groups: [...account.groups],
      password: await hashPassword(account.password),
      createdAt: all.get(account.userId)?.createdAt ?? at,
      updatedAt: at,
    });
    await this.save();
  }

  /** Adds or removes one group of the user with this id; false when no such user exists. */
  async setGroupMembership(userId: string, group: string, member: boolean): Promise<boolean> {
    const updated = await this.update(userId, (user) => {
      const groups = new Set(user.groups);
      if (member) groups.add(group);
      else groups.delete(group);
      user.groups = [...groups].sort();
    });
    return updated !== null;
  }

  /**
   * Sets attributes of the user with this id, which the next token refresh carries; false when no such user exists.
   * Not for the e-mail or phone: those are sign-in names, which change only through a verification code.
   */
  async setAttributes(userId: string, attributes: Readonly<Record<string, string>>): Promise<boolean> {
    const updated = await this.update(userId, (user) => {
      user.attributes = { ...user.attributes, ...attributes };
    });
    return updated !== null;
  }

  /** The user when the password matches; null otherwise, after the same scrypt work either way. */
  async verify(login: string, password: string): Promise<{ userId: string; email: string; groups: string[] } | null> {
    const user = await this.find(login);
    if (!(await passwordMatches(password, user?.password)) || !user) return null;
    return { userId: user.userId, email: user.attributes.email ?? '', groups: user.groups };
  }
}

function upgrade(entry: LocalUser | LegacyCredential): LocalUser {
  if ('attributes' in entry) return entry;
  const at = new Date().toISOString();
  return {
    userId: entry.userId,
    username: entry.userId,
    status: 'CONFIRMED',
    attributes: { sub: entry.userId, email: entry.email, email_verified: 'true' },
    groups: entry.groups,
    password: { salt: entry.salt, hash: entry.hash },
    createdAt: at,
    updatedAt: at,
  };
}
