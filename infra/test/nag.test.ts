import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthStack, type Synthesised } from './synth.js';

const NAG_RULE = Match.stringLikeRegexp('AwsSolutions-.*|HIPAA.Security-.*');

function describeFindings(findings: ReturnType<Annotations['findError']>): string {
  return findings.map((f) => `${f.id}\n  ${String(f.entry.data).split('\n')[0]}`).join('\n');
}

let s: Synthesised;

beforeAll(() => {
  s = synthStack({ nag: true });
});

describe('cdk-nag (AwsSolutions and HIPAA.Security packs, as bin/app.ts applies them)', () => {
  it('has no unsuppressed errors', () => {
    const errors = Annotations.fromStack(s.stack).findError('*', NAG_RULE);
    expect(errors, `cdk-nag errors:\n${describeFindings(errors)}`).toHaveLength(0);
  });

  it('has no unsuppressed warnings', () => {
    const warnings = Annotations.fromStack(s.stack).findWarning('*', NAG_RULE);
    expect(warnings, `cdk-nag warnings:\n${describeFindings(warnings)}`).toHaveLength(0);
  });

  it('gives every suppression a written reason', () => {
    const resources = s.template.toJSON().Resources as Record<string, { Metadata?: { cdk_nag?: { rules_to_suppress: { id: string; reason: string }[] } } }>;
    const suppressions = Object.values(resources).flatMap((r) => r.Metadata?.cdk_nag?.rules_to_suppress ?? []);
    expect(suppressions.length).toBeGreaterThan(0);
    for (const { id, reason } of suppressions) expect(reason.length, id).toBeGreaterThan(40);
  });
});
