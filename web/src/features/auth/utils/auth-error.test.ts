import { describe, expect, it } from 'vitest';
import { codeMismatchMessage, describeAuthError, hidesAccountOnResend, isExistingAccount, maskConfirmError } from './auth-error';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('describing a failed auth call', () => {
  it.each<[string, unknown, ReturnType<typeof describeAuthError>]>([
    ['a wrong password', named('NotAuthorizedException', 'Incorrect username or password.'), { kind: 'message', text: 'Incorrect username or password.' }],
    ['a wrong code', named('CodeMismatchException', codeMismatchMessage), { kind: 'message', text: codeMismatchMessage }],
    [
      'an expired code',
      named('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
      { kind: 'message', text: 'Invalid code provided, please request a code again.' },
    ],
    [
      'rate limiting, with its wait',
      named('TooManyRequestsException', 'Too many attempts. Please try again in 42 seconds.'),
      { kind: 'message', text: 'Too many attempts. Please try again in 42 seconds.' },
    ],
    [
      'a weak password',
      named('InvalidPasswordException', 'Password did not conform with policy: Password must have symbol characters'),
      { kind: 'message', text: 'Password did not conform with policy: Password must have symbol characters' },
    ],
    ["Amplify's network failure", named('NetworkError', 'A network error has occurred.'), { kind: 'network' }],
    ["the browser's failed fetch", new TypeError('Failed to fetch'), { kind: 'network' }],
    ["Amplify's unknown error", named('Unknown', 'An unknown error has occurred.'), { kind: 'unknown' }],
    ['an error without a message', new Error(''), { kind: 'unknown' }],
    ['something that is not an error', 'boom', { kind: 'unknown' }],
  ])('shows %s as %o', (_case, error, view) => {
    expect(describeAuthError(error)).toEqual(view);
  });
});

describe('not revealing whether an account exists', () => {
  it('treats a sign-up for a registered address like a new one', () => {
    expect(isExistingAccount(named('UsernameExistsException', 'An account with the given email already exists.'))).toBe(true);
    expect(isExistingAccount(named('InvalidPasswordException', 'Password did not conform with policy'))).toBe(false);
  });

  it.each(['NotAuthorizedException', 'AliasExistsException'])('shows %s on confirming a sign-up as a wrong code', (name) => {
    const masked = maskConfirmError(named(name, 'User cannot be confirmed. Current status is CONFIRMED'));

    expect(masked).toMatchObject({ name: 'CodeMismatchException', message: codeMismatchMessage });
  });

  it('passes other confirmation errors through', () => {
    const expired = named('ExpiredCodeException', 'Invalid code provided, please request a code again.');

    expect(maskConfirmError(expired)).toBe(expired);
  });

  it.each<[string, boolean]>([
    ['InvalidParameterException', true],
    ['NotAuthorizedException', true],
    ['UserNotFoundException', true],
    ['TooManyRequestsException', false],
    ['LimitExceededException', false],
  ])('hides the answer %s to a request for a new code: %s', (name, hidden) => {
    expect(hidesAccountOnResend(named(name, 'User is already confirmed.'))).toBe(hidden);
  });
});
