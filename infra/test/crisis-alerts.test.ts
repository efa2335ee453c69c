/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk the synthesised CloudFormation JSON, which is untyped. */
import { loadConfig } from '@steady/functions/platform/config';
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SteadyFunction } from '../lib/constructs/steady-function.js';
import { synthStack, type Synthesised } from './synth.js';

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

let s: Synthesised;
let resources: Record<string, Resource>;
const idOf = (c: { node: { defaultChild?: unknown } }) => s.stack.getLogicalId((c.node.defaultChild ?? c) as CfnElement);
const statementsOf = (fn: SteadyFunction) => resources[idOf(fn.role.permissions)]!.Properties.PolicyDocument.Statement as Statement[];
const actionsOf = (fn: SteadyFunction) => statementsOf(fn).flatMap((st) => [st.Action].flat());
const envOf = (fn: SteadyFunction) => resources[idOf(fn.fn)]!.Properties.Environment.Variables as Record<string, unknown>;

/** CloudFormation intrinsics as plain strings, so an environment can be fed to loadConfig. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, any>;
  if ('Ref' in v) return `ref${String(v.Ref).replace(/[^A-Za-z0-9]/g, '')}`.toLowerCase();
  if ('Fn::GetAtt' in v) {
    const [id, attr] = v['Fn::GetAtt'] as [string, string];
    // An API's endpoint is an https URL (PUBLIC_URL of the calls Lambda).
    return attr === 'ApiEndpoint' ? `https://${id.toLowerCase()}.execute-api.example` : `${id}${attr}`.toLowerCase();
  }
  if ('Fn::Join' in v) return (v['Fn::Join'][1] as unknown[]).map(flatten).join(v['Fn::Join'][0]);
  throw new Error(`Unexpected intrinsic ${JSON.stringify(value)}`);
}

beforeAll(() => {
  s = synthStack();
  resources = s.template.toJSON().Resources as Record<string, Resource>;
}, 180_000);

describe('crisis alerts (docs/architecture.md, "Crisis alerts for the care team")', () => {
  it('runs the re-send job every 5 minutes from an EventBridge rule, with retries', () => {
    const rule = resources[idOf(s.stack.crisisAlerts.rule)]!;
    expect(rule.Properties.ScheduleExpression).toBe('rate(5 minutes)');
    expect(rule.Properties.Targets).toHaveLength(1);
    expect(rule.Properties.Targets[0].Arn['Fn::GetAtt'][0]).toBe(idOf(s.stack.crisisAlerts.resendJob.fn));
    expect(rule.Properties.Targets[0].RetryPolicy.MaximumRetryAttempts).toBe(2);
  });

  it('the job reads the table without Scan, texts through the Twilio secret and pushes to the live stage', () => {
    const job = s.stack.crisisAlerts.resendJob;
    const actions = actionsOf(job);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 'secretsmanager:GetSecretValue', 'execute-api:ManageConnections']));
    expect(actions).not.toContain('dynamodb:Scan');
    const config = loadConfig({ ...Object.fromEntries(Object.entries(envOf(job)).map(([k, v]) => [k, flatten(v)])), AWS_REGION: 'eu-west-1' });
    expect(config.twilio).toMatchObject({ secretArn: flatten({ Ref: idOf(s.stack.calls.twilioSecret) }), authToken: undefined });
    expect(config.wsEndpoint).toMatch(/^https:\/\/.*\/prod$/);
  });

  it('every Lambda that raises or re-sends alerts links to the site (APP_URL) and may read the Twilio secret', () => {
    const siteDomain = { 'Fn::GetAtt': [idOf(s.stack.site.distribution), 'DomainName'] };
    for (const fn of [
      s.stack.functions.journal,
      s.stack.functions.aiCoach,
      s.stack.functions.conversations,
      s.stack.functions.calls,
      s.stack.calls.transcribed,
      s.stack.crisisAlerts.resendJob,
    ]) {
      const env = envOf(fn);
      expect(env.APP_URL, fn.node.path).toEqual({ 'Fn::Join': ['', ['https://', siteDomain]] });
      expect(env.TWILIO_SECRET_ARN, fn.node.path).toEqual({ Ref: idOf(s.stack.calls.twilioSecret) });
      expect(actionsOf(fn), fn.node.path).toContain('secretsmanager:GetSecretValue');
      const config = loadConfig({ ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, flatten(v)])), AWS_REGION: 'eu-west-1' });
      expect(config.appUrl).toMatch(/^https:\/\//);
    }
    // Domains that raise no alerts have neither.
    for (const fn of [s.stack.functions.users, s.stack.functions.habits, s.stack.functions.careTeam]) {
      expect(envOf(fn).APP_URL).toBeUndefined();
      expect(envOf(fn).TWILIO_SECRET_ARN).toBeUndefined();
    }
  });
});
