import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { loadHandler } from '../runtime/handler-loader';
import type { LocalUser } from './credential-store';
import { localClientId, localUserPoolId } from './token-issuer';

export type PostConfirmation = (event: PostConfirmationTriggerEvent) => Promise<unknown>;

/** The attributes Cognito hands the trigger, by the same names; absent ones are left out. */
const passed = ['email', 'email_verified', 'phone_number', 'phone_number_verified', 'name', 'custom:country', 'identities'] as const;

/** Cognito's PostConfirmation event for a user who has just been confirmed. */
export function postConfirmationEvent(user: LocalUser): PostConfirmationTriggerEvent {
  const userAttributes: Record<string, string> = { sub: user.userId, 'cognito:user_status': user.status };
  for (const name of passed) if (user.attributes[name] !== undefined) userAttributes[name] = user.attributes[name];
  return {
    version: '1',
    region: 'local',
    userPoolId: localUserPoolId,
    userName: user.username,
    callerContext: { awsSdkVersion: 'local', clientId: localClientId },
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    request: { userAttributes },
    response: {},
  };
}

/** The same trigger module Cognito invokes on AWS, loaded the way the local gateway loads handlers. */
export const invokePostConfirmationModule: PostConfirmation = async (event) => {
  const handler = await loadHandler<PostConfirmation>('identity/post-confirmation');
  return handler(event);
};
