import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BACKFILLS, allUsers, applyBackfills } from '../../src/maintenance/backfill.js';
import { createDb } from '../../src/app/db.js';
import type { Runtime } from '../../src/platform/runtime.js';
import { api, newUser } from './helpers.js';

/**
 * Backfills (docs/architecture.md, "Backfills"): a store written before the search index, the
 * caseload summary and the user directory existed gets them derived once, and running again
 * changes nothing.
 */
const client = new DynamoDBClient({ region: 'us-east-1', endpoint: inject('dynamoEndpoint'), credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const rt = { config: {}, ports: { clock: { now: () => new Date() } }, db: createDb(client, inject('tableName')) } as unknown as Runtime;

describe('backfills of derived items', () => {
  it('derives the search index, the caseload summary and the directory a store from before them lacks, once', async () => {
    const u = await newUser();
    const created = await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      body: { title: 'Lighthouse walk', content: 'Walked to the lighthouse with my sister; shared with my counselor.', visibility: 'coach_only' },
    });
    expect(created.status).toBe(201);
    const search = () => api(`/api/users/${u.id}/journal-entries?q=lighthouse`, { token: u.token });
    expect((await search()).body).toHaveLength(1);

    // As an earlier version left it: no index items, no summary, no directory items.
    const terms = await rt.db.entities.entryTerm.query.byTerm({ userId: u.id }).go({ pages: 'all' });
    await rt.db.entities.entryTerm.delete(terms.data).go();
    await rt.db.entities.caseloadSummary.delete({ userId: u.id }).go();
    const user = (await rt.db.entities.user.get({ userId: u.id }).go()).data!;
    const { directoryTerms } = await import('../../src/admin/store.js');
    await rt.db.entities.userDirectory.delete(directoryTerms(u.id, user.name)).go();
    expect((await search()).body).toHaveLength(0);

    expect((await allUsers(rt)).some((x) => x.userId === u.id)).toBe(true);
    const ran = await applyBackfills(rt, [{ userId: u.id, name: user.name }], []);
    expect(ran).toEqual(BACKFILLS.map((b) => b.name));

    expect((await search()).body.map((e: { title: string }) => e.title)).toEqual(['Lighthouse walk']);
    const summary = (await rt.db.entities.caseloadSummary.get({ userId: u.id }).go()).data;
    expect(summary?.lastEntryAt).toBeTruthy();
    const directory = await rt.db.entities.userDirectory.get(directoryTerms(u.id, user.name)).go();
    expect(directory.data).toHaveLength(directoryTerms(u.id, user.name).length);

    // Recorded as applied: nothing runs again.
    expect(await applyBackfills(rt, [{ userId: u.id, name: user.name }], ran)).toEqual([]);
  });
});
