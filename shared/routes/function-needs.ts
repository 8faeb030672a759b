import { mergeNeeds, type Needs } from './capabilities';
import { consumers } from './consumer-table';
import { pageRoutes } from './page-routes';
import { routes } from './route-table';
import { schedules } from './schedule-table';
import { triggers } from './trigger-table';

/** Every table entry that runs a function, with what it declares it needs. */
function entries(): { handler: string; needs?: Needs }[] {
  return [...Object.values(routes), ...Object.values(pageRoutes), ...Object.values(consumers), ...Object.values(schedules), ...Object.values(triggers)];
}

/** Every function the stack deploys, by handler module, sorted. */
export function deployedHandlers(): string[] {
  return [...new Set(entries().map((e) => e.handler))].sort();
}

/** What a deployed function may touch: its entries' declarations merged (routes sharing a handler share a function). */
export function needsOfHandler(handler: string): Needs {
  const declared = entries().filter((e) => e.handler === handler);
  if (declared.length === 0) throw new Error(`No table entry runs ${handler}`);
  return mergeNeeds(declared.map((e) => e.needs));
}
