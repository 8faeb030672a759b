import { maskDestination } from './login-name';

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL' | 'SMS';
  AttributeName: 'email' | 'phone_number';
}

/** Where Cognito says a code went, masked. */
export function codeDeliveryDetails(channel: 'email' | 'sms', to: string): CodeDeliveryDetails {
  return channel === 'email'
    ? { Destination: maskDestination(to), DeliveryMedium: 'EMAIL', AttributeName: 'email' }
    : { Destination: maskDestination(to), DeliveryMedium: 'SMS', AttributeName: 'phone_number' };
}

/** Why a code is sent: to confirm a sign-up, to sign in, or to verify a new e-mail or phone of an account. */
export type CodePurpose = 'sign-up' | 'sign-in' | 'verification';

export function codeMessage(channel: 'email' | 'sms', code: string, purpose: CodePurpose, lifetime: string) {
  const what = purpose === 'sign-in' ? 'sign-in' : 'verification';
  return {
    subject: `Your NeonKeys ${what} code`,
    body: channel === 'sms' ? `Your NeonKeys ${what} code is ${code}. It expires in ${lifetime}.` : `Your ${what} code is ${code}. It expires in ${lifetime}.`,
  };
}
