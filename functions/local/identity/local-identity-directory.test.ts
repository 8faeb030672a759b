import { mkdtempSync } from 'node:fs';
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
