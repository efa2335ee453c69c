import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { JOB_ENTRIES } from '../paths.js';
import { SteadyFunction } from './steady-function.js';

export interface FormsJobsProps {
  /** The stack's base environment with the WebSocket endpoint (reminders push). */
  environment: Record<string, string>;
  logsKey: IKey;
  /** The table, the push, and what texting needs (Twilio, the app URL for the link). */
  grant: (fn: SteadyFunction) => void;
}

/**
 * Forms (docs/architecture.md, "Forms and measurement-based care"): an EventBridge rule every 15
 * minutes runs functions/src/forms/due.job.ts, which marks forms overdue in each client's time zone
 * (making the next one of a recurring assignment) and sends the day-before and due-day reminders.
 */
export class FormsJobs extends Construct {
  readonly job: SteadyFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: FormsJobsProps) {
    super(scope, id);
    this.job = new SteadyFunction(this, 'DueJob', {
      entry: JOB_ENTRIES.formsDue,
      description: 'Steady forms: overdue assignments, recurrence and reminders (functions/src/forms/due.job.ts)',
      environment: props.environment,
      logsKey: props.logsKey,
      timeout: Duration.minutes(5),
    });
    props.grant(this.job);
    this.rule = new Rule(this, 'EveryFifteenMinutes', {
      description: 'Steady forms: overdue assignments and reminders every 15 minutes',
      schedule: Schedule.rate(Duration.minutes(15)),
      targets: [new LambdaFunction(this.job.fn, { retryAttempts: 2, maxEventAge: Duration.minutes(30) })],
    });
    NagSuppressions.addResourceSuppressions(this.job.fn, [
      {
        id: 'HIPAA.Security-LambdaDLQ',
        reason:
          'Invoked every 15 minutes by an EventBridge rule with retries; each run reads the open assignments due over five days and claims each change with a condition, so a lost run is redone by the next.',
      },
    ]);
  }
}
