import type { HumanAction } from '../../../../shared/auth/human-verification';

export interface HumanCheck {
  token: string;
  action: HumanAction;
  /** The visitor's address, passed on to the verifier as a hint. */
  remoteIp?: string | undefined;
}

/** A token the verifier would not score: invalid, expired, reused, or minted for another action. */
export class HumanVerificationError extends Error {
  override name = 'HumanVerificationError';
}

/** Scores how human a browser looked when it minted a token (reCAPTCHA v3 on AWS, a deterministic stand-in locally). */
export interface HumanVerifier {
  /** A score from 0 (a bot) to 1 (a human); throws HumanVerificationError when the token cannot be scored. */
  score(check: HumanCheck): Promise<number>;
}
