import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { schedules } from '../../shared/routes/schedule-table';
import { buildTestStack } from './build-test-stack';

describe('scheduled functions', () => {
  const { template } = buildTestStack();

  it('runs every entry of the schedule table from an EventBridge rule on its schedule', () => {
    for (const schedule of Object.values(schedules)) {
      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: schedule.schedule,
        State: 'ENABLED',
        Targets: Match.arrayWith([Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2 } })]),
      });
    }
    expect(Object.keys(template.findResources('AWS::Events::Rule'))).toHaveLength(Object.keys(schedules).length);
  });

  it('gives the currency refresh Node 22 on arm64 with a timeout from the table', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: schedules.refreshCurrencyRates.timeoutSeconds,
      Description: Match.stringLikeRegexp('refresh-currency-rates'),
    });
  });
});
