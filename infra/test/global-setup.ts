import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the infra tests' apps write their cloud assemblies (infra/test/synth.ts); removed when the run ends. */
    cdkOutRoot: string;
  }
}

/**
 * One folder for every cloud assembly the infra tests synthesise. Without it each `App` writes a
 * `cdk.out*` folder of its own into the system's temp folder (about 30 MB: the custom resources'
 * assets) and leaves it there after the run.
 */
export default function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-cdk-'));
  project.provide('cdkOutRoot', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
