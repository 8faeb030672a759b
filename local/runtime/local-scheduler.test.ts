import { describe, expect, it } from 'vitest';
import { schedules } from '../../shared/routes/schedule-table';
import { rateMs } from './local-scheduler';

describe('the local scheduler', () => {
  it('reads EventBridge rate expressions', () => {
    expect(rateMs('rate(1 minute)')).toBe(60_000);
    expect(rateMs('rate(6 hours)')).toBe(6 * 3_600_000);
    expect(rateMs('rate(2 days)')).toBe(2 * 86_400_000);
  });

  it('understands every schedule of the table', () => {
    for (const schedule of Object.values(schedules)) expect(rateMs(schedule.schedule)).toBeGreaterThan(0);
  });

  it('refuses cron expressions it cannot run', () => {
    expect(() => rateMs('cron(0 12 * * ? *)')).toThrow();
  });
});
