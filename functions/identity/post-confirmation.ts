import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { profileFromAttributes, type IdentityAttributes } from '../../shared/auth/profile';
import { triggers } from '../../shared/routes/trigger-table';
import { depsFor } from '../lib/deps';
import { createProfile } from './profile-record';
import { tracedHandler } from '../lib/observability/tracer';

/**
 * Cognito's post-confirmation trigger, and the same module the local identity service calls once a user is
 * confirmed: creates the profile from the pool's attributes, never overwriting one that exists, with its back-office
 * search words and the users count in the same transaction. Cognito needs the event back; a throw fails the confirmation.
 */
export const handler = tracedHandler('identity/post-confirmation', async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  const { store, now } = depsFor(triggers.postConfirmation.needs);
  const attributes = { ...event.request.userAttributes, sub: event.request.userAttributes.sub ?? event.userName } as IdentityAttributes;
  await createProfile(store, profileFromAttributes(attributes, now()));
  return event;
});
