import { rangeHours, type SessionDetailView } from '../../../shared/intelligence/console-views';
import { NotFoundError } from '../../../shared/errors/domain-errors';
import type { Deps } from '../../lib/deps';
import { sessionCard } from './session-card';
import { sessionJourney } from './session-events';
import { sessionFacts } from './session-facts';

/** Session Details (§2): the card's facts and the journey's first 10 steps. */
export async function sessionDetail(deps: Pick<Deps, 'store' | 'now'>, sessionId: string): Promise<SessionDetailView> {
  const { data: session } = await deps.store.entities.visitorSession.get({ sessionId }).go();
  if (!session) throw new NotFoundError('Session not found.');
  const since = new Date(deps.now().getTime() - rangeHours['7d'] * 3_600_000).toISOString();
  const [facts, journeySteps] = await Promise.all([sessionFacts(deps, [session], since), sessionJourney(deps, sessionId)]);
  return { ...sessionCard(session, facts.get(sessionId)!), journeySteps };
}
