import { schedules, type ScheduleId } from '../../shared/routes/schedule-table';
import { logger } from '../../functions/lib/http/logger';
import { loadHandler } from './handler-loader';

const units: Record<string, number> = { minute: 60_000, minutes: 60_000, hour: 3_600_000, hours: 3_600_000, day: 86_400_000, days: 86_400_000 };

/** Milliseconds between runs of an EventBridge `rate(…)` expression. */
export function rateMs(expression: string): number {
  const match = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression);
  if (!match) throw new Error(`Not a rate expression: ${expression}`);
  return Number(match[1]) * units[match[2]!]!;
}

/**
 * What EventBridge does on AWS: runs each scheduled function at its rate, one run at a time. The first run comes one
 * interval after start, as a new rule's does. `only` limits it to some schedules (tests and benchmarks).
 */
export function startLocalScheduler(options: { only?: readonly ScheduleId[] } = {}) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  for (const [id, schedule] of Object.entries(schedules) as [ScheduleId, (typeof schedules)[ScheduleId]][]) {
    if (options.only && !options.only.includes(id)) continue;
    let busy = false;
    timers.push(
      setInterval(() => {
        if (busy) return;
        busy = true;
        const run = loadHandler<() => Promise<void>>(schedule.handler)
          .then((handler) => handler())
          .catch((error: unknown) => logger.error('scheduled run failed', { schedule: id, error: error as Error }))
          .finally(() => {
            busy = false;
            running.delete(run);
          });
        running.add(run);
      }, rateMs(schedule.schedule)),
    );
  }
  return {
    stop: async () => {
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running]);
    },
  };
}
