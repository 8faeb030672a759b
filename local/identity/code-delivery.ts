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

export function codeMessage(channel: 'email' | 'sms', code: string, purpose: 'sign-up' | 'sign-in', lifetime: string) {
  const what = purpose === 'sign-up' ? 'verification' : 'sign-in';
  return {
    subject: `Your NeonKeys ${what} code`,
    body: channel === 'sms' ? `Your NeonKeys ${what} code is ${code}. It expires in ${lifetime}.` : `Your ${what} code is ${code}. It expires in ${lifetime}.`,
  };
}
