import { HumanVerificationError, type HumanCheck, type HumanVerifier } from './human-verifier';

const localToken = /^local:(0(?:\.\d+)?|1(?:\.0+)?)$/;

/**
 * The one-machine stand-in: a token `local:<score>` scores exactly that, so tests and the SPA can force each
 * branch (pass, below threshold, challenge); any other token fails, which exercises the fallback.
 */
export class LocalHumanVerifier implements HumanVerifier {
  score({ token }: HumanCheck): Promise<number> {
    const match = localToken.exec(token);
    if (!match) return Promise.reject(new HumanVerificationError('Not a local verification token'));
    return Promise.resolve(Number(match[1]));
  }
}
