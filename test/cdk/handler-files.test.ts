import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployedHandlers } from '../../shared/routes/function-needs';
import { handlerEntry } from './build-test-stack';

// The other CDK tests stand a stub in for a missing handler; this is the one that notices it is missing.
describe('handler files', () => {
  const handlers = deployedHandlers();

  it('has a functions/<handler>.ts entry for every route, page, queue consumer, schedule and trigger', () => {
    expect(handlers.filter((handler) => !existsSync(handlerEntry(handler)))).toEqual([]);
  });

  it.each(handlers)('keeps functions/%s.ts a handler only: it exports `handler` and nothing another handler could import', (handler) => {
    const source = readFileSync(handlerEntry(handler), 'utf8');
    const exported = [...source.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class|interface|type|enum)\s+(\w+)/gm)].map((m) => m[1]);
    const reExports = /^export\s*(\*|\{)/m.test(source);

    expect(exported).toEqual(['handler']);
    expect(reExports).toBe(false);
  });
});
