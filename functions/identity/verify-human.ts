import { fallbackResult, judgeScore } from '../../shared/auth/human-verification';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { logger } from '../lib/http/logger';
import { viewerIp } from '../lib/http/viewer-ip';
import { humanVerifierProvider } from '../lib/adapters/human-verifier/human-verifier-provider';

/**
 * Storefront §7 verify-recaptcha. A token the verifier cannot score, or a verifier that fails, lets the
 * visitor through at medium risk (storefront §8); the sign-in rate limits stay the guard behind it.
 */
export const handler = apiHandler(routes.verifyHuman, async ({ body: { token, action, expectedScore }, deps, event }) => {
  const sessionId = event.headers['x-session-id'];
  let result;
  try {
    const score = await deps.humanVerifier.score({ token, action, remoteIp: viewerIp(event) });
    result = judgeScore(score, action, expectedScore);
  } catch (error) {
    logger.warn('human verification failed; letting the visitor through at medium risk', { action, sessionId, error: error as Error });
    result = fallbackResult(action, expectedScore);
  }
  logger.info('human verification', { action, sessionId, score: result.score, riskLevel: result.riskLevel, success: result.success, fallback: result.fallback });
  return new ApiReply(200, result, { 'cache-control': 'no-store' });
}, { uses: [humanVerifierProvider] });
