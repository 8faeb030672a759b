/** One password policy for the Cognito user pool (CDK), the local identity service and the sign-up form's hints. */
export const passwordPolicy = {
  minLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** What a password lacks under the policy, in Cognito's words; empty when it passes. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < passwordPolicy.minLength) problems.push(`Password must have length greater than or equal to ${passwordPolicy.minLength}`);
  if (!/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (!/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password)) problems.push('Password must have symbol characters');
  return problems;
}
