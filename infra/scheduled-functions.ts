import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { schedules } from '../shared/routes/schedule-table';
import { pascal } from './construct-id';
import { grantAccess, type AccessTargets } from './function-access';
import { HouseFunction } from './house-function';

export interface ScheduledFunctionsProps {
  environment: Record<string, string>;
  access: AccessTargets;
  entryFor?: (handler: string) => string;
}

/** A Lambda per entry of the schedule table, invoked by an EventBridge rule on its schedule. */
export class ScheduledFunctions extends Construct {
  readonly functions: Record<string, HouseFunction> = {};

  constructor(scope: Construct, id: string, props: ScheduledFunctionsProps) {
    super(scope, id);
    for (const [scheduleId, schedule] of Object.entries(schedules)) {
      const fn = new HouseFunction(this, pascal(scheduleId), {
        handler: schedule.handler,
        entry: props.entryFor?.(schedule.handler),
        environment: props.environment,
        timeout: Duration.seconds(schedule.timeoutSeconds),
      });
      grantAccess(fn.role, schedule.handler, props.access);
      new events.Rule(this, `${pascal(scheduleId)}Rule`, {
        schedule: events.Schedule.expression(schedule.schedule),
        description: `Runs ${schedule.handler}`,
        targets: [new targets.LambdaFunction(fn.fn, { retryAttempts: 2 })],
      });
      this.functions[scheduleId] = fn;
    }
  }
}
