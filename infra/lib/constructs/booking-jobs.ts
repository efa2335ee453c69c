import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { JOB_ENTRIES } from '../paths.js';
import { SteadyFunction } from './steady-function.js';

export interface BookingJobsProps {
  /** The stack's base environment with the WebSocket endpoint (the job pushes `coaching_session`). */
  environment: Record<string, string>;
  logsKey: IKey;
  grantDataAccess: (fn: SteadyFunction) => void;
  grantPush: (fn: SteadyFunction) => void;
  /** Twilio's secret: the reminders go out as text messages. */
  grantTwilio: (fn: SteadyFunction) => void;
}

/**
 * Booking a human coach (docs/architecture.md, "Booking a human coach"): an EventBridge rule every
 * 5 minutes runs functions/src/booking/reminders.job.ts, which expires the unpaid holds whose 15
 * minutes are up (their slots freed) and texts the one-hour reminder of each paid session.
 */
export class BookingJobs extends Construct {
  readonly job: SteadyFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: BookingJobsProps) {
    super(scope, id);
    this.job = new SteadyFunction(this, 'RemindersJob', {
      entry: JOB_ENTRIES.bookingReminders,
      description: 'Steady booking: expires unpaid holds and texts session reminders (functions/src/booking/reminders.job.ts)',
      environment: props.environment,
      logsKey: props.logsKey,
      timeout: Duration.minutes(2),
    });
    props.grantDataAccess(this.job);
    props.grantPush(this.job);
    props.grantTwilio(this.job);
    this.rule = new Rule(this, 'EveryFiveMinutes', {
      description: 'Steady booking: expire unpaid holds and send session reminders every 5 minutes',
      schedule: Schedule.rate(Duration.minutes(5)),
      targets: [new LambdaFunction(this.job.fn, { retryAttempts: 2, maxEventAge: Duration.minutes(10) })],
    });
    NagSuppressions.addResourceSuppressions(this.job.fn, [
      {
        id: 'HIPAA.Security-LambdaDLQ',
        reason:
          'Invoked every 5 minutes by an EventBridge rule with retries; each run reads the work due over the last 24 hours, claims each reminder with a condition and keeps a refund until it is made, so a lost run is redone by the next.',
      },
    ]);
  }
}
