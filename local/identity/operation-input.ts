import type { z } from 'zod';
import { CognitoError, invalidParameter } from './cognito-error';
import { localClientId } from './token-issuer';

/** Parses an operation's JSON input; a bad one is Cognito's InvalidParameterException naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || 'input';
  throw invalidParameter(`1 validation error detected: Value at '${field}' failed to satisfy constraint: ${issue.message}`);
}

/** Every operation names the app client; only the SPA's exists here. */
export function assertClient(clientId: string): void {
  if (clientId !== localClientId) throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
}
