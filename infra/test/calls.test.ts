/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the synthesised CloudFormation JSON, which is untyped. */
import { loadConfig } from '@steady/functions/platform/config';
import { jobName } from '@steady/functions/platform/adapters/aws/transcribe';
import { scheduleName } from '@steady/functions/platform/adapters/aws/scheduler';
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_GROUP_NAME, TRANSCRIPTION_JOB_PREFIX } from '../lib/constructs/calls.js';
import type { SteadyFunction } from '../lib/constructs/steady-function.js';
import { synthStack, type Synthesised } from './synth.js';

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string | string[] };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, any> };

let s: Synthesised;
let resources: Record<string, Resource>;
/** The logical id of a construct's CloudFormation resource (or of an L1 resource itself). */
const idOf = (c: { node: { defaultChild?: unknown } }) => s.stack.getLogicalId((c.node.defaultChild ?? c) as CfnElement);
const ref = (c: { node: { defaultChild?: unknown } }) => ({ Ref: idOf(c) });
const arnOf = (c: { node: { defaultChild?: unknown } }) => ({ 'Fn::GetAtt': [idOf(c), 'Arn'] });
const statementsOf = (fn: { role: SteadyFunction['role'] }) => resources[idOf(fn.role.permissions)]!.Properties.PolicyDocument.Statement as Statement[];
const actions = (st: Statement) => [st.Action].flat();
const grantsOf = (fn: { role: SteadyFunction['role'] }, action: string) =>
  statementsOf(fn).filter((st) => st.Effect === 'Allow' && actions(st).includes(action));
const envOf = (fn: SteadyFunction) => resources[idOf(fn.fn)]!.Properties.Environment.Variables as Record<string, unknown>;

/** CloudFormation intrinsics as plain strings, so an environment can be fed to loadConfig (an ApiEndpoint is an https URL). */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, any>;
  if ('Ref' in v) return `ref${String(v.Ref).replace(/[^A-Za-z0-9]/g, '')}`.toLowerCase();
  if ('Fn::GetAtt' in v) {
    const [id, attr] = v['Fn::GetAtt'] as [string, string];
    return attr === 'ApiEndpoint' ? `https://${id.toLowerCase()}.execute-api.example` : `${id}${attr}`.toLowerCase();
  }
  if ('Fn::Join' in v) return (v['Fn::Join'][1] as unknown[]).map(flatten).join(v['Fn::Join'][0]);
  throw new Error(`Unexpected intrinsic ${JSON.stringify(value)}`);
}

/** Logical ids a resource refers to (Ref, Fn::GetAtt, DependsOn). */
function referencesOf(resource: Resource): Set<string> {
  const out = new Set<string>([resource.DependsOn ?? []].flat());
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === 'Ref' && typeof v === 'string' && !v.startsWith('AWS::')) out.add(v);
        else if (k === 'Fn::GetAtt') out.add((v as string[])[0]!);
        else walk(v);
      }
    }
  };
  walk(resource.Properties);
  return out;
}

beforeAll(() => {
  s = synthStack();
  resources = s.template.toJSON().Resources as Record<string, Resource>;
}, 180_000);

describe('call pipeline: recordings bucket', () => {
  it('is SSE-KMS with the data key, private, versioned, TLS-only and logged', () => {
    const bucket = resources[idOf(s.stack.calls.recordingsBucket)]!.Properties;
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { BucketKeyEnabled: true, ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: arnOf(s.stack.data.dataKey) } },
    ]);
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.LoggingConfiguration).toEqual({ DestinationBucketName: ref(s.stack.site.logsBucket), LogFilePrefix: 'recordings-bucket/' });
    const policy = Object.values(resources).find(
      (r) => r.Type === 'AWS::S3::BucketPolicy' && r.Properties.Bucket.Ref === idOf(s.stack.calls.recordingsBucket),
    )!;
    const denies = (policy.Properties.PolicyDocument.Statement as Statement[]).filter((st) => st.Effect === 'Deny');
    expect(denies.some((st) => st.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(true);
  });

  it('expires transcripts after 7 days and removes non-current versions (deleted recordings) the next day', () => {
    const rules = resources[idOf(s.stack.calls.recordingsBucket)]!.Properties.LifecycleConfiguration.Rules as Record<string, any>[];
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: 'transcripts/', ExpirationInDays: 7, Status: 'Enabled' }),
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }),
      ]),
    );
    // No rule expires current recordings: a user may keep them.
    expect(rules.filter((r) => r.ExpirationInDays !== undefined).map((r) => r.Prefix)).toEqual(['transcripts/']);
  });

  it('lets the calls Lambda read, write and delete recordings/ and transcripts/, and start transcriptions', () => {
    const calls = s.stack.functions.calls;
    expect(flatten(envOf(calls).RECORDINGS_BUCKET)).toBe(flatten(ref(s.stack.calls.recordingsBucket)));
    const objects = grantsOf(calls, 's3:PutObject');
    expect(objects).toHaveLength(1);
    expect(actions(objects[0]!).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    const bucketArn = `${idOf(s.stack.calls.recordingsBucket)}Arn`.toLowerCase();
    expect((objects[0]!.Resource as unknown[]).map(flatten)).toEqual([`${bucketArn}/recordings/*`, `${bucketArn}/transcripts/*`]);
    expect(grantsOf(calls, 'transcribe:StartTranscriptionJob')).toHaveLength(1);
    // Transcribe would write the transcript SSE-S3 unless told the key: the calls Lambda names the data key.
    expect(envOf(calls).RECORDINGS_KMS_KEY_ARN).toEqual(arnOf(s.stack.data.dataKey));
    expect(grantsOf(calls, 'kms:Encrypt').map((st) => st.Resource)).toContainEqual(arnOf(s.stack.data.dataKey));
    expect(grantsOf(calls, 'kms:GenerateDataKey').map((st) => st.Resource)).toContainEqual(arnOf(s.stack.data.dataKey));
    // Nothing bucket-wide, and no s3:* anywhere.
    for (const st of statementsOf(calls))
      expect(actions(st).filter((a) => a.startsWith('s3:') && !['s3:GetObject', 's3:PutObject', 's3:DeleteObject'].includes(a))).toEqual([]);
  });
});

describe('call pipeline: Twilio credentials', () => {
  it('keeps them in a Secrets Manager secret encrypted with the data key, whose ARN the call Lambdas get', () => {
    const secret = resources[idOf(s.stack.calls.twilioSecret)]!;
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.KmsKeyId).toEqual(arnOf(s.stack.data.dataKey));
    expect(JSON.parse(secret.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({ accountSid: '', fromNumber: '' });
    expect(secret.Properties.GenerateSecretString.GenerateStringKey).toBe('authToken');
    for (const fn of [s.stack.functions.calls, s.stack.calls.placeCall, s.stack.calls.transcribed]) {
      expect(envOf(fn).TWILIO_SECRET_ARN).toEqual(ref(s.stack.calls.twilioSecret));
      expect(grantsOf(fn, 'secretsmanager:GetSecretValue').flatMap((st) => [st.Resource].flat())).toContainEqual(ref(s.stack.calls.twilioSecret));
    }
  });

  it('keeps the OpenAI key in its own secret (data key, empty until an operator sets it), read by every function that uses the Ai port', () => {
    const secret = resources[idOf(s.stack.openAiSecret)]!;
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.KmsKeyId).toEqual(arnOf(s.stack.data.dataKey));
    expect(JSON.parse(secret.Properties.SecretString)).toEqual({ apiKey: '' });
    for (const fn of [...Object.values(s.stack.functions), s.stack.insightsJobs.worker, s.stack.calls.transcribed]) {
      expect(envOf(fn).OPENAI_SECRET_ARN).toEqual(ref(s.stack.openAiSecret));
      expect(grantsOf(fn, 'secretsmanager:GetSecretValue').flatMap((st) => [st.Resource].flat())).toContainEqual(ref(s.stack.openAiSecret));
    }
    // The functions without the Ai port do not get it.
    expect(grantsOf(s.stack.calls.placeCall, 'secretsmanager:GetSecretValue').flatMap((st) => [st.Resource].flat())).not.toContainEqual(
      ref(s.stack.openAiSecret),
    );
  });

  it('puts no Twilio credential in any Lambda environment', () => {
    const fns = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(fns.length).toBeGreaterThan(10);
    for (const fn of fns) {
      const names = Object.keys(fn.Properties.Environment?.Variables ?? {});
      expect(names).not.toContain('TWILIO_AUTH_TOKEN');
      expect(names).not.toContain('TWILIO_ACCOUNT_SID');
      expect(names).not.toContain('OPENAI_API_KEY');
    }
  });

  it('the call Lambdas’ environments pass the real loadConfig: public URL = the HTTP API, bucket, secret', () => {
    const publicUrl = `https://${idOf(s.stack.httpApi.api).toLowerCase()}.execute-api.example`;
    const expected = new Map<SteadyFunction, Record<string, unknown>>([
      [
        s.stack.functions.calls,
        { publicUrl, recordingsBucket: flatten(ref(s.stack.calls.recordingsBucket)), recordingsKmsKeyArn: flatten(arnOf(s.stack.data.dataKey)) },
      ],
      [s.stack.calls.placeCall, { publicUrl }],
      [s.stack.calls.transcribed, { recordingsBucket: flatten(ref(s.stack.calls.recordingsBucket)) }],
    ]);
    for (const [fn, want] of expected) {
      const env = Object.fromEntries(Object.entries(envOf(fn)).map(([k, v]) => [k, flatten(v)]));
      const config = loadConfig({ ...env, AWS_REGION: 'eu-west-1' });
      expect(config).toMatchObject({ mode: 'aws', tableName: flatten(ref(s.stack.data.table)), ...want });
      expect(config.twilio).toMatchObject({ secretArn: flatten(ref(s.stack.calls.twilioSecret)), authToken: undefined });
      expect(config.wsEndpoint).toMatch(/^https:\/\/.*\/prod$/);
    }
    expect(envOf(s.stack.functions.calls).PUBLIC_URL).toEqual({ 'Fn::GetAtt': [idOf(s.stack.httpApi.api), 'ApiEndpoint'] });
  });
});

describe('call pipeline: EventBridge Scheduler', () => {
  it('has the steady-calls schedule group the adapter writes call-{userId} schedules to', () => {
    expect(resources[idOf(s.stack.calls.scheduleGroup)]).toEqual({ Type: 'AWS::Scheduler::ScheduleGroup', Properties: { Name: 'steady-calls' } });
    expect(SCHEDULE_GROUP_NAME).toBe(loadConfig({ TABLE_NAME: 't', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c' }).scheduler.groupName);
    expect(scheduleName('u1')).toBe('call-u1');
  });

  it('has a role only Scheduler (this account, this group) assumes, allowed only to invoke the place-call job (and dead-letter to the jobs queue)', () => {
    const role = resources[idOf(s.stack.calls.schedulerRole)]!.Properties;
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' }, 'aws:SourceArn': arnOf(s.stack.calls.scheduleGroup) } },
      },
    ]);
    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(role.Policies).toBeUndefined();
    const attached = Object.values(resources).filter(
      (r) =>
        r.Type === 'AWS::IAM::ManagedPolicy' &&
        (r.Properties.Roles as unknown[]).some((x) => JSON.stringify(x) === JSON.stringify(ref(s.stack.calls.schedulerRole))),
    );
    expect(attached).toHaveLength(1);
    const statements = attached[0]!.Properties.PolicyDocument.Statement as Statement[];
    expect(statements.slice(0, 2)).toEqual([
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: arnOf(s.stack.calls.placeCall.fn) },
      { Action: 'sqs:SendMessage', Effect: 'Allow', Resource: arnOf(s.stack.calls.deadLetterQueue) },
    ]);
    // …and the data key, only to encrypt into that (KMS-encrypted) dead-letter queue.
    expect(statements.slice(2).flatMap(actions).sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
  });

  it('lets users and settings (and no one else) manage the group’s schedules and pass that role to Scheduler', () => {
    const scheduleArns = 'arn:refawspartition:scheduler:refawsregion:refawsaccountid:schedule/steady-calls/*';
    const scheduling = [s.stack.functions.users, s.stack.functions.settings];
    for (const fn of scheduling) {
      const manage = grantsOf(fn, 'scheduler:CreateSchedule');
      expect(manage).toHaveLength(1);
      expect(actions(manage[0]!).sort()).toEqual(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule', 'scheduler:UpdateSchedule']);
      expect(flatten(manage[0]!.Resource)).toBe(scheduleArns);
      const pass = grantsOf(fn, 'iam:PassRole');
      expect(pass).toEqual([
        {
          Action: 'iam:PassRole',
          Effect: 'Allow',
          Resource: arnOf(s.stack.calls.schedulerRole),
          Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        },
      ]);
      const env = envOf(fn);
      expect(env).toMatchObject({
        SCHEDULER_GROUP_NAME: ref(s.stack.calls.scheduleGroup),
        SCHEDULER_ROLE_ARN: arnOf(s.stack.calls.schedulerRole),
        PLACE_CALL_FUNCTION_ARN: arnOf(s.stack.calls.placeCall.fn),
        SCHEDULER_DLQ_ARN: arnOf(s.stack.calls.deadLetterQueue),
      });
      const config = loadConfig({ ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, flatten(v)])), AWS_REGION: 'eu-west-1' });
      expect(config.scheduler).toMatchObject({ roleArn: expect.any(String), targetArn: expect.any(String), groupName: expect.any(String) });
    }
    const others = [...Object.values(s.stack.functions), s.stack.live, s.stack.calls.placeCall, s.stack.calls.transcribed].filter(
      (f) => !scheduling.includes(f),
    );
    for (const fn of others) {
      expect(
        statementsOf(fn)
          .flatMap(actions)
          .filter((a) => a.startsWith('scheduler:') || a === 'iam:PassRole'),
      ).toEqual([]);
    }
  });

  it('runs the place-call job from functions/src/calls/place-call.job.ts with a KMS dead-letter queue and a short retry window', () => {
    const fn = resources[idOf(s.stack.calls.placeCall.fn)]!.Properties;
    expect(fn.DeadLetterConfig).toEqual({ TargetArn: arnOf(s.stack.calls.deadLetterQueue) });
    expect(resources[idOf(s.stack.calls.deadLetterQueue)]!.Properties.KmsMasterKeyId).toEqual(arnOf(s.stack.data.dataKey));
    const config = Object.values(resources).find(
      (r) => r.Type === 'AWS::Lambda::EventInvokeConfig' && r.Properties.FunctionName.Ref === idOf(s.stack.calls.placeCall.fn),
    );
    expect(config?.Properties).toMatchObject({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 900 });
    expect(fn.Description).toContain('functions/src/calls/place-call.job.ts');
  });
});

describe('call pipeline: Amazon Transcribe completion', () => {
  it('routes COMPLETED and FAILED state changes of steady-call-* jobs to the transcribed job, with retries', () => {
    const rule = resources[idOf(s.stack.calls.transcriptionRule)]!.Properties;
    expect(rule.EventPattern).toEqual({
      source: ['aws.transcribe'],
      'detail-type': ['Transcribe Job State Change'],
      detail: { TranscriptionJobName: [{ prefix: 'steady-call-' }], TranscriptionJobStatus: ['COMPLETED', 'FAILED'] },
    });
    expect(jobName('01CALL').startsWith(TRANSCRIPTION_JOB_PREFIX)).toBe(true);
    expect(rule.Targets).toHaveLength(1);
    expect(rule.Targets[0].Arn).toEqual(arnOf(s.stack.calls.transcribed.fn));
    expect(rule.Targets[0].RetryPolicy).toEqual({ MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 21600 });
    expect(resources[idOf(s.stack.calls.transcribed.fn)]!.Properties.DeadLetterConfig).toEqual({ TargetArn: arnOf(s.stack.calls.deadLetterQueue) });
  });

  it('gives the transcribed job the table, transcripts/ read, recordings/ delete and the WebSocket push', () => {
    const job = s.stack.calls.transcribed;
    const names = statementsOf(job).flatMap(actions);
    expect(names).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'execute-api:ManageConnections', 'kms:Decrypt']));
    expect(names).not.toContain('dynamodb:Scan');
    expect(grantsOf(job, 's3:GetObject').map((st) => flatten(st.Resource))).toEqual([expect.stringMatching(/\/transcripts\/\*$/)]);
    expect(grantsOf(job, 's3:DeleteObject').map((st) => flatten(st.Resource))).toEqual([expect.stringMatching(/\/recordings\/\*$/)]);
    expect(names).not.toContain('s3:PutObject');
    expect(names).not.toContain('transcribe:StartTranscriptionJob');
    expect(envOf(job).PUBLIC_URL).toBeUndefined();
  });
});

describe('call pipeline: the template', () => {
  it('has no dependency cycle (the call Lambdas read the HTTP API endpoint; only its routes depend on them)', () => {
    const graph = new Map(Object.entries(resources).map(([id, r]) => [id, [...referencesOf(r)].filter((x) => x in resources)]));
    const state = new Map<string, 'visiting' | 'done'>();
    const cycle: string[] = [];
    const visit = (id: string, trail: string[]): boolean => {
      if (state.get(id) === 'done') return false;
      if (state.get(id) === 'visiting') {
        cycle.push(...trail.slice(trail.indexOf(id)), id);
        return true;
      }
      state.set(id, 'visiting');
      for (const next of graph.get(id) ?? []) if (visit(next, [...trail, id])) return true;
      state.set(id, 'done');
      return false;
    };
    for (const id of graph.keys()) if (visit(id, [])) break;
    expect(cycle).toEqual([]);
    // The calls Lambda does depend on the API (PUBLIC_URL), so the check above saw that edge.
    expect(graph.get(idOf(s.stack.functions.calls.fn))).toContain(idOf(s.stack.httpApi.api));
  });
});

describe('account deletion job', () => {
  it('runs daily at 03:15 UTC and may only delete: schedules, call data prefixes, coach photos and the Cognito user', () => {
    const job = s.stack.accountDeletion.job;
    expect(resources[idOf(s.stack.accountDeletion.rule)]!.Properties.ScheduleExpression).toBe('cron(15 3 * * ? *)');
    const granted = statementsOf(job).flatMap(actions);
    expect(granted.filter((a) => a.startsWith('scheduler:'))).toEqual(['scheduler:DeleteSchedule']);
    expect(granted.filter((a) => a.startsWith('cognito-idp:'))).toEqual(['cognito-idp:AdminDeleteUser']);
    expect([...new Set(granted.filter((a) => a.startsWith('s3:')))].sort()).toEqual(['s3:DeleteObject', 's3:ListBucket']);
    expect(granted).not.toContain('iam:PassRole');
    // Listing only under the recordings prefix (call data) and the photos prefix (coach photos).
    const lists = grantsOf(job, 's3:ListBucket').map((st) => st.Condition);
    expect(lists).toEqual([{ StringLike: { 's3:prefix': ['recordings/*'] } }, { StringLike: { 's3:prefix': ['coach-photos/*'] } }]);
    const config = loadConfig({ ...Object.fromEntries(Object.entries(envOf(job)).map(([k, v]) => [k, flatten(v)])), AWS_REGION: 'eu-west-1' });
    expect(config.recordingsBucket).toBeTruthy();
  });
});
