import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The stack's table, for arranging what no route does yet (connecting a coach to a patient). */
    dynamoEndpoint: string;
    tableName: string;
    /** One Chromium for the whole suite: `launch()` (e2e/browser.ts) connects to it. */
    browserWsEndpoint: string;
    /** A file each test file appends its axe runs to, for the run's counts (docs/performance.md). */
    countsFile: string;
  }
}

/**
 * The browser suite runs against a started local stack with the built SPA (npm test builds it
 * first), on a free port with its own data folder, seeded with the demo clinic, and one Chromium
 * for every test file (each file connects to it and works in contexts of its own).
 */
export default async function setup(project: TestProject) {
  process.env.STEADY_MODE = 'local';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const root = path.resolve(import.meta.dirname, '..');
  // STEADY_WEB_DIST lets a build in another folder be tested (e.g. two checkouts side by side).
  const webDist = path.resolve(process.env.STEADY_WEB_DIST ?? path.join(root, 'web/dist'));
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('web/dist is missing: run `npm run build -w web` (npm test does this first).');
  const { launchServer } = await import('./browser.js');
  const chromium = launchServer();
  const { startLocalStack } = await import('../infra/local/stack.js');
  const { seedDemo } = await import('../infra/local/seed.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-e2e-'));
  const stack = await startLocalStack({ port: 0, host: '127.0.0.1', dataDir, webDist, inMemory: true });
  await seedDemo(stack.runtime);
  project.provide('appUrl', stack.url);
  project.provide('dynamoEndpoint', stack.runtime.config.dynamoEndpoint ?? '');
  project.provide('tableName', stack.runtime.config.tableName);
  // What the run costs, counted rather than timed (docs/performance.md, "The test suite"): page loads
  // (HTML documents served), sign-ins (Cognito InitiateAuth, through the UI or the API), API
  // requests, and axe runs (appended by expectAccessible). Printed when the run ends.
  const counts = { pageLoads: 0, signIns: 0, apiRequests: 0 };
  stack.gateway.server.on('request', (req: IncomingMessage) => {
    if (req.url?.startsWith('/api/')) counts.apiRequests++;
    else if (req.headers['x-amz-target']?.toString().endsWith('.InitiateAuth')) counts.signIns++;
    // A document of the SPA (a path without a file name): what signInOnPage opens to write storage is not one.
    else if (req.method === 'GET' && req.headers['sec-fetch-dest'] === 'document' && !req.url?.split('?')[0]!.includes('.')) counts.pageLoads++;
  });
  const countsFile = path.join(dataDir, 'axe-runs.txt');
  fs.writeFileSync(countsFile, '');
  project.provide('countsFile', countsFile);
  const server = await chromium;
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return async () => {
    const axeRuns = fs.readFileSync(countsFile, 'utf8').split('\n').filter(Boolean).length;
    const contexts = fs.existsSync(`${countsFile}.contexts`) ? fs.readFileSync(`${countsFile}.contexts`, 'utf8').split('\n').filter(Boolean) : [];
    const line = `Browser suite counts (${project.name}): ${counts.pageLoads} page loads, ${counts.signIns} sign-ins, ${axeRuns} axe runs, ${counts.apiRequests} API requests, ${contexts.length} contexts (${contexts.filter((c) => c === 'new').length} new)`;
    console.log(line);
    // One JSON line per browser project (each has a stack of its own).
    if (process.env.STEADY_E2E_COUNTS)
      fs.appendFileSync(process.env.STEADY_E2E_COUNTS, `${JSON.stringify({ project: project.name, ...counts, axeRuns, contexts: contexts.length })}\n`);
    await server.close();
    await stack.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
