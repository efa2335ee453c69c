import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { journalRoutes } from '@steady/shared/routes/journal';
import { describe, expect, it } from 'vitest';
import { routes as journal } from '../../src/journal/handler.js';
import { httpHandler } from '../../src/platform/http.js';
import type { Runtime } from '../../src/platform/runtime.js';

const event = (name: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../events', name), 'utf8'));
const context = { functionName: 'steady-journal', awsRequestId: 'test', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
/** A runtime whose data layer must never be reached: these events are refused before any read. */
const unreachable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the data layer was reached');
    },
  },
) as Runtime;
const handler = httpHandler(journalRoutes, journal, () => unreachable);

describe('the journal Lambda on sample API Gateway events', () => {
  it('refuses an event without JWT claims with 401 before reading anything', async () => {
    const res = await handler(event('http-post-entry-anonymous.json'), context);
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body!)).toEqual({ message: 'Authentication required' });
  });

  it('refuses a caller writing in someone else’s journal with 403 before reading anything', async () => {
    // (Reading someone's stats asks the care-team connection first: that is a read, tested in integration.)
    const e = event('http-get-stats.json');
    e.requestContext.authorizer.jwt.claims.sub = 'someone-else';
    e.routeKey = 'POST /api/users/{id}/journal-entries';
    e.requestContext.routeKey = e.routeKey;
    e.requestContext.http.method = 'POST';
    e.rawPath = e.rawPath.replace(/\/stats$/, '/journal-entries');
    e.body = JSON.stringify({ title: 'Not mine', content: 'Someone else is writing here.' });
    const res = await handler(e, context);
    expect(res.statusCode).toBe(403);
  });

  it('answers an unknown route key with 404', async () => {
    const e = event('http-get-stats.json');
    e.routeKey = 'GET /api/nowhere';
    expect((await handler(e, context)).statusCode).toBe(404);
  });
});
