import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../test/integration/table';
import type { Deps } from '../lib/deps';
import { handler } from './post-confirmation';

const confirmation = (userAttributes: Record<string, string>): PostConfirmationTriggerEvent => ({
  version: '1',
  region: 'us-east-1',
  userPoolId: 'local_neonkeys',
  userName: userAttributes.sub!,
  callerContext: { awsSdkVersion: 'local', clientId: 'neonkeys-local-spa' },
  triggerSource: 'PostConfirmation_ConfirmSignUp',
  request: { userAttributes },
  response: {},
});

describe('the post-confirmation trigger', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
  });
  const stored = async (userId: string) => (await deps.store.entities.user.get({ userId }).go()).data;

  it('creates the profile from the pool attributes and hands the event back to Cognito', async () => {
    const event = confirmation({ sub: 'confirmed-1', email: 'Ada.Lovelace@Example.test', email_verified: 'true', name: ' Ada  Lovelace ', 'custom:country': 'gb' });

    const returned = await handler(event);

    expect(returned).toBe(event);
    expect(await stored('confirmed-1')).toMatchObject({
      userId: 'confirmed-1',
      fullName: 'Ada Lovelace',
      username: 'ada.lovelace',
      email: 'ada.lovelace@example.test',
      country: 'GB',
      groups: [],
    });
  });

  it('never overwrites an existing profile when called again', async () => {
    await handler(confirmation({ sub: 'confirmed-2', email: 'first@example.test', name: 'First Name', 'custom:country': 'US' }));
    const before = await stored('confirmed-2');

    await handler(confirmation({ sub: 'confirmed-2', email: 'second@example.test', name: 'Second Name', 'custom:country': 'DE' }));

    expect(await stored('confirmed-2')).toEqual(before);
  });

  it('creates a profile for a phone-only account, with the phone as username and no e-mail', async () => {
    await handler(confirmation({ sub: 'confirmed-3', phone_number: '+14155550123', phone_number_verified: 'true' }));

    const profile = await stored('confirmed-3');
    expect(profile).toMatchObject({ userId: 'confirmed-3', username: '+14155550123', phone: '+14155550123' });
    expect(profile?.email).toBeUndefined();
    expect(profile?.fullName).toBeUndefined();
  });
});
