import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { JOB_ENTRIES } from '../paths.js';
import { SteadyFunction } from './steady-function.js';

/** The app's origin for links in crisis alert texts (functions/src/platform/config.ts). */
export const APP_URL_ENV = 'APP_URL';

export interface CrisisAlertsProps {
  /** The stack's base environment with the WebSocket endpoint (the re-send pushes too). */
  environment: Record<string, string>;
  logsKey: IKey;
  /** The site's URL (CloudFront or the custom domain): the texts link to /crisis-alerts there. */
  appUrl: string;
  /** Lambdas that raise alerts: journal (entries), aiCoach (chat), calls (answers), conversations (comments, messages; it also texts about new messages), the transcribed job, workspaces (a patient's words in a shared workspace); they can push already. */
  alertingFunctions: SteadyFunction[];
  grantDataAccess: (fn: SteadyFunction) => void;
  /** execute-api:ManageConnections on the live stage (crisis_alert). */
  grantPush: (fn: SteadyFunction) => void;
  /** Twilio's secret (CallsPipeline.grantTwilioCredentials): the texts go out through Twilio. */
  grantTwilio: (fn: SteadyFunction) => void;
}

/**
 * Crisis alerts for the care team (docs/architecture.md, "Crisis alerts for the care team"): the
 * Lambdas that raise alerts text the coach through Twilio and link to the app, and an EventBridge
 * rule every 5 minutes runs functions/src/care-team/resend.job.ts, which re-sends the unacknowledged
 * urgent alerts that are due (15 minutes after they were sent) once.
 */
export class CrisisAlerts extends Construct {
  readonly resendJob: SteadyFunction;
  readonly rule: Rule;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: CrisisAlertsProps,
  ) {
    super(scope, id);
    this.resendJob = new SteadyFunction(this, 'ResendJob', {
      entry: JOB_ENTRIES.crisisAlertResend,
      description: 'Steady crisis alerts: re-sends unacknowledged urgent alerts once (functions/src/care-team/resend.job.ts)',
      environment: props.environment,
      logsKey: props.logsKey,
      timeout: Duration.minutes(2),
    });
    props.grantDataAccess(this.resendJob);
    props.grantPush(this.resendJob);
    this.grantAlerting(this.resendJob);
    this.rule = new Rule(this, 'EveryFiveMinutes', {
      description: 'Steady crisis alerts: re-send due unacknowledged urgent alerts every 5 minutes',
      schedule: Schedule.rate(Duration.minutes(5)),
      // A run that cannot be delivered soon is replaced by the next one (the job looks back 24 hours).
      targets: [new LambdaFunction(this.resendJob.fn, { retryAttempts: 2, maxEventAge: Duration.minutes(10) })],
    });
    NagSuppressions.addResourceSuppressions(this.resendJob.fn, [
      {
        id: 'HIPAA.Security-LambdaDLQ',
        reason:
          'Invoked every 5 minutes by an EventBridge rule with retries; each run reads the re-sends due over the last 24 hours and claims each alert with a condition, so a lost run is redone by the next.',
      },
    ]);
    for (const fn of props.alertingFunctions) this.grantAlerting(fn);
  }

  /** What raising or re-sending an alert needs beyond the table and the push: the app URL for the link, Twilio for the text. */
  grantAlerting(fn: SteadyFunction): void {
    fn.fn.addEnvironment(APP_URL_ENV, this.props.appUrl);
    this.props.grantTwilio(fn);
  }
}
