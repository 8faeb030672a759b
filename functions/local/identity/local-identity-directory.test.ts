import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CredentialStore } from './credential-store';
import { LocalIdentityDirectory } from './local-identity-directory';

const storeAt = () => join(mkdtempSync(join(tmpdir(), 'neonkeys-directory-')), 'users.json');

describe('the local identity directory', () => {
  it("adds and removes the role's group in the credential store, which a fresh process reads back", async () => {
    const path = storeAt();
    const credentials = new CredentialStore(path);
    await credentials.upsert({ userId: 'u1', email: 'u1@example.test', groups: [], password: 'Secret!234' });
    const directory = new LocalIdentityDirectory(credentials);

    await directory.setGroupMembership('u1', 'admin', true);
    await directory.setGroupMembership('u1', 'employee', true);
    await directory.setGroupMembership('u1', 'admin', false);

    await expect(new CredentialStore(path).verify('u1@example.test', 'Secret!234')).resolves.toMatchObject({ groups: ['employee'] });
  });

  it('leaves the store alone for a user it does not know', async () => {
    const credentials = new CredentialStore(storeAt());

    await expect(new LocalIdentityDirectory(credentials).setGroupMembership('nobody', 'admin', true)).resolves.toBeUndefined();
    await expect(credentials.setGroupMembership('nobody', 'admin', true)).resolves.toBe(false);
  });
});

describe("the local identity directory's profile attributes", () => {
  it('sets the name and country, which a fresh process reads back, and leaves the phone and e-mail alone', async () => {
    const path = storeAt();
    const credentials = new CredentialStore(path);
    await credentials.upsert({ userId: 'u3', email: 'u3@example.test', groups: [], password: 'Secret!234', attributes: { name: 'Old Name', phone_number: '+14155550123' } });

    await new LocalIdentityDirectory(credentials).setProfileAttributes({ userId: 'u3', username: null }, { fullName: 'New Name', country: 'PT' });

    await expect(new CredentialStore(path).findById('u3')).resolves.toMatchObject({
      attributes: { name: 'New Name', 'custom:country': 'PT', phone_number: '+14155550123', email: 'u3@example.test' },
    });
  });

  it('finds a Google user by their sub, not their google_ username', async () => {
    const credentials = new CredentialStore(storeAt());
    await credentials.create({ userId: 'sub-g', username: 'google_42', status: 'CONFIRMED', attributes: { sub: 'sub-g', email: 'g@example.test' }, groups: [], createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' });

    await new LocalIdentityDirectory(credentials).setProfileAttributes({ userId: 'sub-g', username: 'google_42' }, { fullName: 'Grace Google', country: 'US' });

    await expect(credentials.findById('sub-g')).resolves.toMatchObject({ attributes: { name: 'Grace Google', 'custom:country': 'US' } });
  });

  it('leaves the store alone for a user it does not know', async () => {
    const credentials = new CredentialStore(storeAt());

    await expect(new LocalIdentityDirectory(credentials).setProfileAttributes({ userId: 'nobody', username: null }, { fullName: 'No One', country: 'US' })).resolves.toBeUndefined();
    await expect(credentials.list()).resolves.toEqual([]);
  });
});

describe('the users file of an older local identity service', () => {
  it('reads its e-mail and password entries as confirmed users who still sign in', async () => {
    const path = storeAt();
    await new CredentialStore(path).upsert({ userId: 'u2', email: 'u2@example.test', groups: ['admin'], password: 'Secret!2345' });
    const [current] = JSON.parse(await readFile(path, 'utf8')) as Array<{ password: { salt: string; hash: string } }>;
    await writeFile(path, JSON.stringify([{ userId: 'u2', email: 'u2@example.test', groups: ['admin'], ...current!.password }]));

    const store = new CredentialStore(path);

    await expect(store.verify('U2@example.test', 'Secret!2345')).resolves.toEqual({ userId: 'u2', email: 'u2@example.test', groups: ['admin'] });
    await expect(store.find('u2@example.test')).resolves.toMatchObject({ status: 'CONFIRMED', attributes: { email_verified: 'true' } });
  });
});
