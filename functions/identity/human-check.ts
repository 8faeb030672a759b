import { fallbackResult, judgeScore, type HumanAction, type HumanVerificationResult } from '../../shared/auth/human-verification';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';

export interface HumanCheckRequest {
  token: string;
  action: HumanAction;
  expectedScore?: number | undefined;
  remoteIp?: string | undefined;
  sessionId?: string | undefined;
}

/**
 * Storefront §7 verify-recaptcha. A token the verifier cannot score, or a verifier that fails, lets the
 * visitor through at medium risk (storefront §8); the sign-in rate limits stay the guard behind it.
 */
export async function checkHuman(deps: Pick<Deps, 'humanVerifier'>, { token, action, expectedScore, remoteIp, sessionId }: HumanCheckRequest): Promise<HumanVerificationResult> {
  let result: HumanVerificationResult;
  try {
    const score = await deps.humanVerifier.score({ token, action, remoteIp });
    result = judgeScore(score, action, expectedScore);
  } catch (error) {
    logger.warn('human verification failed; letting the visitor through at medium risk', { action, sessionId, error: error as Error });
    result = fallbackResult(action, expectedScore);
  }
  logger.info('human verification', { action, sessionId, score: result.score, riskLevel: result.riskLevel, success: result.success, fallback: result.fallback });
  return result;
}
