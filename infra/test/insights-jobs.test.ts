/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the synthesised CloudFormation JSON, which is untyped. */
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthStack, type Synthesised } from './synth.js';

type Resource = { Type: string; Properties: Record<string, any> };

let s: Synthesised;
let resources: Record<string, Resource>;
const idOf = (c: { node: { defaultChild?: unknown } }) => s.stack.getLogicalId(c.node.defaultChild as CfnElement);

beforeAll(() => {
  s = synthStack();
  resources = s.template.toJSON().Resources as Record<string, Resource>;
}, 120_000);

describe('insights jobs (docs/architecture.md, "Safety and analysis")', () => {
  it('runs the fan-out hourly from Sunday to Tuesday UTC, with retries', () => {
    const rule = resources[idOf(s.stack.insightsJobs.rule)]!;
    expect(rule.Properties.ScheduleExpression).toBe('cron(5 * ? * SUN-TUE *)');
    expect(rule.Properties.Targets).toHaveLength(1);
    expect(rule.Properties.Targets[0].Arn['Fn::GetAtt'][0]).toBe(idOf(s.stack.insightsJobs.fanOut.fn));
    expect(rule.Properties.Targets[0].RetryPolicy.MaximumRetryAttempts).toBe(2);
  });

  it('queues through a KMS-encrypted queue with a KMS-encrypted dead-letter queue, TLS only', () => {
    const queue = resources[idOf(s.stack.insightsJobs.queue)]!;
    const dlq = resources[idOf(s.stack.insightsJobs.deadLetterQueue)]!;
    const keyId = { 'Fn::GetAtt': [idOf(s.stack.data.dataKey), 'Arn'] };
    expect(queue.Properties.KmsMasterKeyId).toEqual(keyId);
    expect(dlq.Properties.KmsMasterKeyId).toEqual(keyId);
    expect(queue.Properties.RedrivePolicy).toMatchObject({
      maxReceiveCount: 5,
      deadLetterTargetArn: { 'Fn::GetAtt': [idOf(s.stack.insightsJobs.deadLetterQueue), 'Arn'] },
    });
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::SQS::QueuePolicy');
    const denyInsecure = policies
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st: any) => st.Effect === 'Deny' && st.Condition?.Bool?.['aws:SecureTransport'] === 'false');
    expect(denyInsecure.length).toBeGreaterThanOrEqual(2);
  });

  it('gives the queue URL to the fan-out and lets only it send; the worker consumes with partial batch failures', () => {
    const fanOut = resources[idOf(s.stack.insightsJobs.fanOut.fn)]!;
    expect(fanOut.Properties.Environment.Variables.INSIGHTS_QUEUE_URL).toEqual({ Ref: idOf(s.stack.insightsJobs.queue) });
    const statements = (fn: { role: { permissions: { node: { defaultChild?: unknown } } } }) =>
      resources[idOf(fn.role.permissions)]!.Properties.PolicyDocument.Statement.flatMap((st: any) => [st.Action].flat()) as string[];
    expect(statements(s.stack.insightsJobs.fanOut)).toContain('sqs:SendMessage');
    expect(statements(s.stack.insightsJobs.fanOut)).not.toContain('dynamodb:Scan');
    expect(statements(s.stack.insightsJobs.worker)).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:Query']));
    expect(statements(s.stack.insightsJobs.worker)).not.toContain('sqs:SendMessage');
    const mappings = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::EventSourceMapping');
    const mine = mappings.filter((m) => m.Properties.FunctionName.Ref === idOf(s.stack.insightsJobs.worker.fn));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.Properties).toMatchObject({ BatchSize: 5, FunctionResponseTypes: ['ReportBatchItemFailures'] });
  });
});
