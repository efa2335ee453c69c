import { RemovalPolicy } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** A year of function and API logs (they carry no PHI: see functions/src/platform/logger.ts). */
export const LOG_RETENTION = RetentionDays.ONE_YEAR;

/** A KMS-encrypted log group with the stack's retention, kept when the stack is deleted. */
export function encryptedLogGroup(scope: Construct, id: string, encryptionKey: IKey): LogGroup {
  return new LogGroup(scope, id, { encryptionKey, retention: LOG_RETENTION, removalPolicy: RemovalPolicy.RETAIN });
}
