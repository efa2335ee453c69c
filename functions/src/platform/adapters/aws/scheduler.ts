import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import type { Config } from '../../config.js';
import type { CallSchedule, CallScheduler } from '../../ports.js';

/** The schedule's cron: every day at HH:MM, read in the schedule's own time zone. */
export function cronFor(callTime: string): string {
  const [hh, mm] = callTime.split(':').map(Number);
  return `cron(${mm} ${hh} * * ? *)`;
}

export const scheduleName = (userId: string) => `call-${userId}`;

/**
 * One EventBridge Scheduler schedule per user, in the user's IANA time zone, so daylight saving
 * needs no code. It invokes the place-call job with the user id. Calls off, or no call time: the
 * schedule is kept but disabled.
 */
export class EventBridgeCallScheduler implements CallScheduler {
  private readonly client: SchedulerClient;

  constructor(
    private readonly config: Config['scheduler'],
    region: string,
  ) {
    this.client = new SchedulerClient({ region, ...(config.endpoint ? { endpoint: config.endpoint } : {}) });
  }

  async upsert(userId: string, schedule: CallSchedule): Promise<void> {
    const { roleArn, targetArn, groupName } = this.config;
    if (!roleArn || !targetArn) throw new Error('SCHEDULER_ROLE_ARN and PLACE_CALL_FUNCTION_ARN are required for call schedules');
    const input: CreateScheduleCommandInput = {
      Name: scheduleName(userId),
      GroupName: groupName,
      ScheduleExpression: cronFor(schedule.callTime ?? '19:00'),
      ScheduleExpressionTimezone: schedule.timeZone,
      State: schedule.enabled && schedule.callTime ? 'ENABLED' : 'DISABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: targetArn,
        RoleArn: roleArn,
        Input: JSON.stringify({ userId }),
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 900 },
        ...(this.config.deadLetterArn ? { DeadLetterConfig: { Arn: this.config.deadLetterArn } } : {}),
      },
    };
    try {
      await this.client.send(new UpdateScheduleCommand(input));
    } catch (err) {
      if (!(err instanceof ResourceNotFoundException) && (err as Error).name !== 'ResourceNotFoundException') throw err;
      await this.client.send(new CreateScheduleCommand(input));
    }
  }

  async remove(userId: string): Promise<void> {
    try {
      await this.client.send(new DeleteScheduleCommand({ Name: scheduleName(userId), GroupName: this.config.groupName }));
    } catch (err) {
      if ((err as Error).name !== 'ResourceNotFoundException') throw err;
    }
  }
}
