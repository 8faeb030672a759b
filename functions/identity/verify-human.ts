import { fallbackResult, judgeScore } from '../../shared/auth/human-verification';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { logger } from '../lib/http/logger';

/**
 * Storefront §7 verify-recaptcha. A token the verifier cannot score, or a verifier that fails, lets the
 * visitor through at medium risk (storefront §8); the sign-in rate limits stay the guard behind it.
 */
export const handler = apiHandler(routes.verifyHuman, async ({ body: { token, action, expectedScore }, deps, event }) => {
  const sessionId = event.headers['x-session-id'];
  let result;
  try {
    const score = await deps.humanVerifier.score({ token, action, remoteIp: viewerIp(event.headers) ?? event.requestContext.http.sourceIp });
    result = judgeScore(score, action, expectedScore);
  } catch (error) {
    logger.warn('human verification failed; letting the visitor through at medium risk', { action, sessionId, error: error as Error });
    result = fallbackResult(action, expectedScore);
  }
  logger.info('human verification', { action, sessionId, score: result.score, riskLevel: result.riskLevel, success: result.success, fallback: result.fallback });
  return new ApiReply(200, result, { 'cache-control': 'no-store' });
});

/** Behind CloudFront the connection comes from an edge; the viewer's address travels in this header. */
function viewerIp(headers: Record<string, string | undefined>): string | undefined {
  return headers['cloudfront-viewer-address']?.replace(/^\[?([^\]]*?)\]?:\d+$/, '$1');
}
