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
