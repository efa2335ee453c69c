import { PORT_NAMES } from '@steady/functions/platform/ports';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeText } from '@steady/functions/platform/adapters/local/text-analysis';
import { buildLambda, lambdaCodeFiles, lambdaEntries, planLambdaBundle, portsNamedIn } from '../lib/bundling.js';
import { SteadyFunction } from '../lib/constructs/steady-function.js';
import { FUNCTIONS_SRC } from '../lib/paths.js';
import { createDb } from '@steady/functions/app/db';
import { defaultSettings } from '@steady/shared/contracts/settings';
import { createDynamoClient } from '@steady/functions/platform/adapters/aws/dynamodb';
import { startDynamo } from '../local/dynamo.js';
import { ensureTable } from '../local/table.js';

/**
 * Lambda bundles as the stack builds them (infra/lib/bundling.ts, docs/performance.md): built with
 * the same options, then run with Node from a folder that has only what the asset has.
 */
const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), 'steady-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The environment a Lambda runs a bundle with here: only what the runtime and the stack set, no node_modules to fall back on. */
const lambdaEnv = (extra: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  STEADY_MODE: 'aws',
  AWS_REGION: 'us-east-1',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  ...extra,
});

const TEXT = "Couldn't sleep, cravings all night. Called my sponsor and went for a walk, and I feel proud and calm now.";

describe('Lambda bundles', { timeout: 120_000 }, () => {
  it('carry the wink-nlp model beside the bundle, not in it, load it on first use, and analyse as the source does', () => {
    const entry = path.join(dir, 'analyse.ts');
    writeFileSync(
      entry,
      `import { LocalAnalyzer } from ${JSON.stringify(path.join(FUNCTIONS_SRC, 'platform/adapters/local/analyzer.js'))};
       console.log(JSON.stringify(await new LocalAnalyzer().analyzeEntry(${JSON.stringify(TEXT)})));`,
    );
    const out = path.join(dir, 'analyse');
    const { plan } = buildLambda(entry, out);
    expect(plan.dataModules).toEqual(['wink-eng-lite-web-model']);
    expect(existsSync(path.join(out, 'node_modules/wink-eng-lite-web-model/package.json'))).toBe(true);
    expect(statSync(path.join(out, 'index.mjs')).size).toBeLessThan(1_000_000);
    expect(readFileSync(path.join(out, 'index.mjs'), 'utf8')).not.toContain('sourceMappingURL');
    const result = execFileSync(process.execPath, [path.join(out, 'index.mjs')], { cwd: out, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    expect(JSON.parse(result)).toEqual(analyzeText(TEXT));
  });

  it('carry only the ports their code names: health none but the clock, journal the AI and the texts of crisis alerts but no recordings', () => {
    const entries = lambdaEntries();
    expect(planLambdaBundle(entries.health!).ports).toEqual(['clock']);
    const journal = planLambdaBundle(entries.journal!);
    expect(journal.ports).toEqual(expect.arrayContaining(['ai', 'clock', 'telephony', 'live']));
    expect(journal.ports).not.toContain('transcriber');
    expect(journal.ports).not.toContain('identity');
    expect(journal.define['process.env.STEADY_PORT_TRANSCRIBER']).toBe('"off"');
    expect(journal.dataModules).toEqual(['wink-eng-lite-web-model']);
  });

  it('import and answer in a fresh process without node_modules, without the SDKs of the ports they leave out or the credential chain', () => {
    const out = path.join(dir, 'health');
    const { metafile } = buildLambda(lambdaEntries().health!, out);
    // The Lambda answers a request: middy, the manifest, ElectroDB's entities and the lazy ports, as deployed.
    const event = {
      routeKey: 'GET /api/health',
      rawPath: '/api/health',
      rawQueryString: '',
      headers: {},
      requestContext: { http: { method: 'GET' } },
      isBase64Encoded: false,
    };
    const probe = `const { handler } = await import('./index.mjs'); const r = await handler(${JSON.stringify(event)}, { functionName: 'probe', awsRequestId: 'r1' }); console.log(JSON.stringify(r));`;
    const env = lambdaEnv({ TABLE_NAME: 't' });
    const lines = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: out, encoding: 'utf8', env }).trim().split('\n');
    const reply = JSON.parse(lines[lines.length - 1]!) as { statusCode: number; body: string };
    expect(reply.statusCode).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ status: 'ok', mode: 'aws' });
    // Nowhere in the asset, chunks included: the packages of the ports it leaves out, and the SDK's
    // credential chain (reduced to the environment, where Lambda puts the role's credentials).
    const packages = new Set(
      Object.values(metafile.outputs)
        .flatMap((output) => Object.keys(output.inputs))
        .map((f) => f.replaceAll(path.sep, '/').match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1])
        .filter(Boolean),
    );
    for (const left of ['@aws-sdk/client-s3', '@aws-sdk/client-transcribe', '@aws-sdk/client-cognito-identity-provider', '@aws-sdk/client-sqs', 'openai'])
      expect(packages).not.toContain(left);
    for (const chain of [
      '@aws-sdk/client-sts',
      '@aws-sdk/client-sso',
      '@aws-sdk/client-sso-oidc',
      '@aws-sdk/credential-provider-ini',
      '@aws-sdk/credential-provider-sso',
    ])
      expect(packages).not.toContain(chain);
    expect(packages).toContain('@aws-sdk/client-dynamodb');
  });
});

describe('the route manifest in a Lambda', () => {
  it("takes only its own domain's slice of the manifest: no other domain's rows or contracts, no phone-number library where no phone number is validated", () => {
    const bundled = (name: string) => {
      const { metafile } = buildLambda(lambdaEntries()[name]!, path.join(dir, `slice-${name}`));
      // index.mjs and its chunks: what the asset holds.
      const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
      return [...new Set(outputs.flatMap(([, output]) => Object.keys(output.inputs)))].map((f) => f.replaceAll(path.sep, '/'));
    };
    const health = bundled('health');
    expect(health.filter((f) => f.includes('shared/src/routes'))).toEqual(
      ['shared/src/routes/health.ts', 'shared/src/routes/core.ts'].filter((f) => health.includes(f)),
    );
    expect(health).toContain('shared/src/routes/health.ts');
    expect(health.some((f) => f.includes('libphonenumber-js'))).toBe(false);
    const journal = bundled('journal');
    expect(journal.filter((f) => /shared\/src\/routes(\.ts|\/(?!journal\.ts|core\.ts))/.test(f))).toEqual([]);
    expect(journal.some((f) => f.includes('libphonenumber-js'))).toBe(false);
    // Registration validates phone numbers: the library is there.
    expect(bundled('users').some((f) => f.includes('libphonenumber-js'))).toBe(true);
    // Reading entries is not writing them: the insights Lambda maps stored entries with journal/views.ts, not the
    // journal service, so it carries no crisis detector (it screens nothing); the journal Lambda does.
    const insights = bundled('insights');
    expect(insights.some((f) => f.endsWith('shared/src/domain/crisis.ts') || f.endsWith('functions/src/journal/service.ts'))).toBe(false);
    expect(journal.some((f) => f.endsWith('shared/src/domain/crisis.ts'))).toBe(true);
  });
});

describe('a bundled domain Lambda against the local DynamoDB emulator', () => {
  it(
    'answers GET /stats from the stats item, its entities built on first use, and screens a new entry with the detector from its chunk',
    { timeout: 300_000 },
    async () => {
      const dynamo = await startDynamo(undefined);
      try {
        const client = createDynamoClient({ region: 'us-east-1', dynamoEndpoint: dynamo.endpoint });
        await ensureTable(client, 'bundle-probe');
        const db = createDb(client, 'bundle-probe');
        const now = new Date().toISOString();
        const userId = 'bundle-probe-user';
        await db.entities.user
          .put({ userId, name: 'Probe', phoneNumber: '+14155550100', role: 'user', timeZone: 'UTC', callTime: '19:00', createdAt: now, updatedAt: now })
          .go();
        await db.entities.settings.put({ ...defaultSettings(userId, 'UTC', '19:00', now), currentAiCoachId: undefined, currentHabitSystemId: undefined }).go();
        await db.entities.stats
          .put({ userId, totalEntries: 4, totalWords: 40, moodSum: 28, moodCount: 4, currentStreak: 0, longestStreak: 2, revision: 4, timeZone: 'UTC' })
          .go();
        const out = path.join(dir, 'journal');
        buildLambda(lambdaEntries().journal!, out);
        const event = {
          routeKey: 'GET /api/users/{id}/stats',
          rawPath: `/api/users/${userId}/stats`,
          rawQueryString: '',
          headers: {},
          pathParameters: { id: userId },
          requestContext: { http: { method: 'GET' }, authorizer: { jwt: { claims: { sub: userId }, scopes: null } } },
          isBase64Encoded: false,
        };
        // A new entry: the crisis detector is not parsed at the cold start (it waits in a chunk) and is
        // imported by the first screening.
        const create = {
          ...event,
          routeKey: 'POST /api/users/{id}/journal-entries',
          rawPath: `/api/users/${userId}/journal-entries`,
          requestContext: { ...event.requestContext, http: { method: 'POST' } },
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'Tonight', content: 'I have the pills counted out and I am going to take them all tonight.' }),
        };
        const holdsDetector = (file: string) => readFileSync(path.join(out, file), 'utf8').includes('"buildRules"');
        expect(lambdaCodeFiles(out).filter(holdsDetector)).toHaveLength(1);
        const detectorAtStart = holdsDetector('index.mjs');
        const probe = `const { handler } = await import('./index.mjs');
        for (const [i, e] of ${JSON.stringify([event, create])}.entries()) console.log(JSON.stringify(await handler(e, { functionName: 'probe', awsRequestId: 'r' + i })));`;
        const env = lambdaEnv({ AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', DYNAMODB_ENDPOINT: dynamo.endpoint, TABLE_NAME: 'bundle-probe' });
        const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: out, env });
        // The replies, in order (the other lines are the logger's).
        const [stats, created] = stdout
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { statusCode?: number; body: string })
          .filter((r) => r.statusCode !== undefined);
        expect(stats!.statusCode).toBe(200);
        expect(JSON.parse(stats!.body)).toMatchObject({ totalEntries: 4, averageMood: 7, longestJournalStreak: 2, totalWords: 40 });
        expect(created!.statusCode).toBe(201);
        expect(JSON.parse(created!.body)).toMatchObject({ crisisDetected: true, crisisLevel: 'urgent' });
        expect(detectorAtStart).toBe(false);
      } finally {
        await dynamo.close();
      }
    },
  );
});

describe('the CDK asset of a SteadyFunction', () => {
  it('holds the bundle, its chunks and the model beside it, and no source map (those go to cdk.out/sourcemaps)', { timeout: 300_000 }, () => {
    const outdir = path.join(dir, 'cdk.out');
    const app = new App({ outdir });
    const stack = new Stack(app, 'BundleProbe');
    new SteadyFunction(stack, 'Journal', { entry: lambdaEntries().journal!, description: 'probe', environment: {}, logsKey: new Key(stack, 'Logs') });
    app.synth();
    const assets = readdirSync(outdir).filter((d) => d.startsWith('asset.') && existsSync(path.join(outdir, d, 'index.mjs')));
    expect(assets).toHaveLength(1);
    const asset = path.join(outdir, assets[0]!);
    expect(readdirSync(asset).sort()).toEqual(['chunks', 'index.mjs', 'node_modules']);
    expect(statSync(path.join(asset, 'index.mjs')).size).toBeLessThan(3_000_000);
    expect(existsSync(path.join(asset, 'node_modules/wink-eng-lite-web-model/package.json'))).toBe(true);
    const code = lambdaCodeFiles(asset);
    expect(code.length).toBeGreaterThan(1);
    expect(readdirSync(path.join(asset, 'chunks')).filter((f) => !f.endsWith('.mjs'))).toEqual([]);
    for (const file of code) expect(existsSync(path.join(outdir, 'sourcemaps/BundleProbe-Journal', `${file}.map`))).toBe(true);
  });
});

describe('port detection', () => {
  it('finds ports read from rt.ports, destructured from it, and counts any other use of rt.ports as all of them', () => {
    expect([...portsNamedIn('await rt.ports.ai.analyzeEntry(text); rt.ports?.live.enabled')].sort()).toEqual(['ai', 'live']);
    expect([...portsNamedIn('const { identity, clock: c } = rt.ports;')].sort()).toEqual(['clock', 'identity']);
    expect(portsNamedIn('const p = rt.ports; p.telephony.sendSms(m)').size).toBe(PORT_NAMES.length);
    expect(portsNamedIn('import type { Ports } from "./ports.js"; reports(rt)').size).toBe(0);
  });
});
