import { TABLE_KEYS } from '@steady/functions/platform/table';
import { Aws, RemovalPolicy } from 'aws-cdk-lib';
import { BackupPlan, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, ServicePrincipal, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/**
 * The one table (docs/data-model.md), built from TABLE_KEYS so ElectroDB, the local stack and this
 * stack agree: customer-managed KMS key, PITR, TTL, deletion protection, daily AWS Backup.
 * Also the KMS key for CloudWatch log groups.
 */
export class Data extends Construct {
  readonly table: Table;
  readonly dataKey: Key;
  readonly logsKey: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.dataKey = new Key(this, 'DataKey', {
      description: 'Steady: DynamoDB table (PHI) encryption',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.logsKey = new Key(this, 'LogsKey', {
      description: 'Steady: CloudWatch Logs encryption',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudWatch Logs encrypts log groups with the key only if the key policy lets the regional service use it.
    this.logsKey.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal(`logs.${Aws.REGION}.amazonaws.com`)],
        actions: [
          'kms:Encrypt',
          'kms:Decrypt',
          'kms:ReEncryptFrom',
          'kms:ReEncryptTo',
          'kms:GenerateDataKey',
          'kms:GenerateDataKeyWithoutPlaintext',
          'kms:DescribeKey',
        ],
        resources: ['*'],
        conditions: {
          ArnLike: { 'kms:EncryptionContext:aws:logs:arn': `arn:${Aws.PARTITION}:logs:${Aws.REGION}:${Aws.ACCOUNT_ID}:log-group:*` },
        },
      }),
    );

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.dataKey,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_KEYS.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    // PITR restores the last 35 days; AWS Backup keeps dailies for 35 days and monthlies for a year.
    const vault = new BackupVault(this, 'BackupVault', { removalPolicy: RemovalPolicy.RETAIN });
    const plan = BackupPlan.dailyMonthly1YearRetention(this, 'BackupPlan', vault);
    const selection = plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(this.table)] });
    NagSuppressions.addResourceSuppressions(
      selection,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'AWS Backup service role: AWSBackupServiceRolePolicyForBackup is the AWS-documented policy for the backup service to snapshot the table.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup'],
        },
      ],
      true,
    );
  }

  /**
   * Read and write on the table and its indexes, without Scan (docs/data-model.md: no Scan in request
   * paths), and use of the table's KMS key. Resources are the table and each named index: no wildcard.
   */
  grantDataAccess(grantee: IGrantable): void {
    Grant.addToPrincipal({
      grantee,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DescribeTable',
      ],
      resourceArns: [this.table.tableArn, ...TABLE_KEYS.indexes.map((i) => `${this.table.tableArn}/index/${i.name}`)],
    });
    this.dataKey.grant(grantee, 'kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey', 'kms:DescribeKey');
  }
}
