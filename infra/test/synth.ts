import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { inject } from 'vitest';
import { REPO_ROOT } from '../lib/paths.js';
import { SteadyStack, type SteadyStackProps } from '../lib/steady-stack.js';

/** The feature flags of the real app (cdk.json), so tests synthesise what `cdk synth` does. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

export interface Synthesised {
  app: App;
  stack: SteadyStack;
  template: Template;
}

/**
 * Builds the stack without bundling ('aws:cdk:bundling-stacks' = []: NodejsFunction uses a placeholder
 * asset and esbuild never runs), optionally with the cdk-nag packs of bin/app.ts, and synthesises it.
 */
/** The default stack, synthesised once per worker: the files that read it only read it. */
let plain: Synthesised | undefined;

export function synthStack(options: { nag?: boolean; props?: SteadyStackProps } = {}): Synthesised {
  if (!options.nag && !options.props) return (plain ??= synthesise({}));
  return synthesise(options);
}

function synthesise(options: { nag?: boolean; props?: SteadyStackProps }): Synthesised {
  const app = new App({
    // Inside the run's folder (infra/test/global-setup.ts), which is removed when the run ends.
    outdir: mkdtempSync(path.join(inject('cdkOutRoot'), 'cdk.out-')),
    context: {
      ...cdkJsonContext(),
      'aws:cdk:bundling-stacks': [],
      // Keep error annotations (cdk-nag findings) as annotations the tests can list, instead of a
      // validation report that aborts synthesis; `cdk synth` still fails on them.
      '@aws-cdk/core:annotationsInValidationReport': false,
    },
  });
  const stack = new SteadyStack(app, 'Steady', options.props);
  if (options.nag) {
    Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
    Aspects.of(app).add(new HIPAASecurityChecks({ verbose: true }));
  }
  const template = Template.fromStack(stack);
  return { app, stack, template };
}
