import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consumers } from '../../shared/routes/consumer-table';
import { schedules } from '../../shared/routes/schedule-table';
import { routes } from '../../shared/routes/route-table';
import { identityTriggers } from '../../infra/identity';
import { searchStreamHandler } from '../../infra/search';
import { handlerEntry } from './build-test-stack';

// The other CDK tests stand a stub in for a missing handler; this is the one that notices it is missing.
describe('handler files', () => {
  it('has a functions/<handler>.ts entry for every route, queue consumer, schedule, user pool trigger and stream function', () => {
    const handlers = [
      ...Object.values(routes).map((r) => r.handler),
      ...Object.values(consumers).map((c) => c.handler),
      ...Object.values(schedules).map((s) => s.handler),
      ...Object.values(identityTriggers),
      searchStreamHandler,
    ];
    expect(handlers.filter((handler) => !existsSync(handlerEntry(handler)))).toEqual([]);
  });
});
