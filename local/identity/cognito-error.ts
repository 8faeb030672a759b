/**
 * An error as Cognito's JSON API sends it: `{"__type": "<Exception>", "message": "..."}` with a 4xx status.
 * Amplify and the AWS SDK turn `__type` into the error's name, and the SPA shows `message`, so both are Cognito's own.
 */
export class CognitoError extends Error {
  override name = 'CognitoError';

  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Cognito's messages, verbatim, so the SPA shows on one machine exactly what it shows on AWS. */
export const cognitoMessages = {
  incorrectCredentials: 'Incorrect username or password.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  notConfirmed: 'User is not confirmed.',
  invalidSession: 'Invalid session for the user.',
  expiredSession: 'Invalid session for the user, session is expired.',
} as const;

export const notAuthorized = (message: string = cognitoMessages.incorrectCredentials) => new CognitoError('NotAuthorizedException', message);
export const codeMismatch = () => new CognitoError('CodeMismatchException', cognitoMessages.codeMismatch);
export const expiredCode = () => new CognitoError('ExpiredCodeException', cognitoMessages.expiredCode);
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);

/** Not Cognito's status (it answers 400): the issue asks for 429 with Retry-After, which Amplify also treats as throttling. */
export function tooManyRequests(retryAfterSeconds: number): CognitoError {
  return new CognitoError('TooManyRequestsException', `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, 429, {
    'retry-after': String(retryAfterSeconds),
  });
}
