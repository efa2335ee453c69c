import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { JOB_ENTRIES } from '../paths.js';
import { SteadyFunction } from './steady-function.js';

export interface AccountDeletionProps {
  environment: Record<string, string>;
  logsKey: IKey;
  /** Grants what erasing needs outside the table: Cognito AdminDeleteUser, the calls data (CallsPipeline.grantErasure). */
  grant: (fn: SteadyFunction) => void;
}

/**
 * 'Delete my account' (removed within 30 days): a daily EventBridge rule at 03:15 UTC
 * runs functions/src/account/deletion.job.ts, which erases the accounts whose removal date has come.
 */
export class AccountDeletion extends Construct {
  readonly job: SteadyFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: AccountDeletionProps) {
    super(scope, id);
    this.job = new SteadyFunction(this, 'Job', {
      entry: JOB_ENTRIES.accountDeletion,
      description: 'Steady account deletion: erases accounts whose requested removal date has come (functions/src/account/deletion.job.ts)',
      environment: props.environment,
      logsKey: props.logsKey,
      timeout: Duration.minutes(10),
    });
    props.grant(this.job);
    this.rule = new Rule(this, 'Daily', {
      description: 'Steady account deletion: daily at 03:15 UTC',
      schedule: Schedule.cron({ minute: '15', hour: '3' }),
      targets: [new LambdaFunction(this.job.fn, { retryAttempts: 2, maxEventAge: Duration.hours(2) })],
    });
    NagSuppressions.addResourceSuppressions(this.job.fn, [
      {
        id: 'HIPAA.Security-LambdaDLQ',
        reason:
          'Invoked by a daily EventBridge rule with retries; the job looks back 14 days for due requests and erasing is idempotent, so a lost run is redone by the next day.',
      },
    ]);
  }
}
