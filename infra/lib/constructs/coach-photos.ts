import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { SteadyFunction } from './steady-function.js';

/** The environment variable naming the bucket (functions/src/platform/config.ts). */
export const PHOTOS_BUCKET_ENV = 'PHOTOS_BUCKET';
/** Photos are keyed `coach-photos/{userId}/{version}.{ext}` (functions/src/care-team/profile.ts). */
export const PHOTOS_PREFIX = 'coach-photos/';

export interface CoachPhotosProps {
  /** The data key (data.ts): encrypts the bucket. */
  dataKey: IKey;
  /** Where the bucket's server access logs go (the site's logs bucket). */
  accessLogsBucket: IBucket;
}

/**
 * Coach profile photos (docs/architecture.md, "Coach availability and profile"): a bucket of their
 * own rather than a prefix of the recordings bucket, so the careTeam Lambda can touch photos and
 * nothing of anyone's calls. Private (served through the API to the people allowed to see them),
 * SSE-KMS with the data key, TLS only, versioned with old versions gone the next day, logged.
 */
export class CoachPhotos extends Construct {
  readonly bucket: Bucket;
  private readonly dataKey: IKey;

  constructor(scope: Construct, id: string, props: CoachPhotosProps) {
    super(scope, id);
    this.dataKey = props.dataKey;
    this.bucket = new Bucket(this, 'PhotosBucket', {
      encryption: BucketEncryption.KMS,
      encryptionKey: props.dataKey,
      bucketKeyEnabled: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'photos-bucket/',
      // A replaced or removed photo survives only as a non-current version: gone the next day.
      lifecycleRules: [
        { id: 'remove-noncurrent-versions', noncurrentVersionExpiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.bucket, [
      {
        id: 'HIPAA.Security-S3BucketReplicationEnabled',
        reason: 'Profile photos are replaceable by their coach at any time and are not part of any health record; versioning covers mistakes.',
      },
    ]);
  }

  /** Upload, read and delete photos (the careTeam Lambda): named actions on the photos prefix only. */
  grantReadWrite(fn: SteadyFunction): void {
    fn.fn.addEnvironment(PHOTOS_BUCKET_ENV, this.bucket.bucketName);
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [this.bucket.arnForObjects(`${PHOTOS_PREFIX}*`)] }),
    );
    this.dataKey.grant(fn.role, 'kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey');
    this.suppressPrefixWildcard(fn);
  }

  /** Erase a person's photos (account deletion): list and delete under the photos prefix. */
  grantErasure(fn: SteadyFunction): void {
    fn.fn.addEnvironment(PHOTOS_BUCKET_ENV, this.bucket.bucketName);
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [this.bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${PHOTOS_PREFIX}*`] } },
      }),
    );
    fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [this.bucket.arnForObjects(`${PHOTOS_PREFIX}*`)] }));
    this.suppressPrefixWildcard(fn);
  }

  private suppressPrefixWildcard(fn: SteadyFunction): void {
    NagSuppressions.addResourceSuppressions(
      fn.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: `Photos are keyed by coach (${PHOTOS_PREFIX}{userId}/...); the wildcard is limited to that prefix of this stack's photos bucket.`,
          appliesTo: [{ regex: '/^Resource::<.*PhotosBucket.*\\.Arn>\\/coach-photos\\/\\*$/g' }],
        },
      ],
      true,
    );
  }
}
