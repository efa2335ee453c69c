import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/app/db.js';
import { createDynamoClient } from '../../src/platform/adapters/aws/dynamodb.js';

/** platform/db.ts: entities constructed on first use, with the runtime's own table, and transactions across domains. */
const client = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }));

describe('createDb', () => {
  it("gives each runtime its own table: the same entity addresses each runtime's table", () => {
    const a = createDb(client(), 'table-a');
    const b = createDb(client(), 'table-b');
    expect(a.entities.stats.get({ userId: 'u1' }).params()).toMatchObject({ TableName: 'table-a', Key: { pk: expect.stringContaining('u1') } });
    expect(b.entities.stats.get({ userId: 'u1' }).params()).toMatchObject({ TableName: 'table-b' });
    expect(a.entities.stats).toBe(a.entities.stats);
  });

  it('writes a transaction across two domains as one TransactWriteItems of both items', () => {
    const db = createDb(client(), 't');
    const now = new Date().toISOString();
    const params = db.transaction
      .write(({ journalEntry, stats }) => [
        journalEntry.create({ userId: 'u1', entryId: 'e1', title: 'T', content: 'C', createdAt: now, updatedAt: now }).commit(),
        stats.patch({ userId: 'u1' }).add({ totalEntries: 1 }).commit(),
      ])
      .params();
    expect(params.TransactItems).toHaveLength(2);
    expect(params.TransactItems.map((i) => Object.keys(i)[0])).toEqual(['Put', 'Update']);
    expect(params.TransactItems.every((i) => Object.values(i)[0]!.TableName === 't')).toBe(true);
  });
});

describe('createDynamoClient', () => {
  it("sends without the SDK's logger middleware, and the document client built on it too (docs/performance.md)", () => {
    const client = createDynamoClient({ region: 'us-east-1', dynamoEndpoint: undefined });
    const names = client.middlewareStack.identify().join(' ');
    expect(names).toContain('serializerMiddleware');
    expect(names).not.toContain('loggerMiddleware');
    expect(DynamoDBDocumentClient.from(client).middlewareStack.identify().join(' ')).not.toContain('loggerMiddleware');
  });
});
